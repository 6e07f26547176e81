/**
 * Tests of a test series: the shapes the API sends and the bodies it takes, shared with the web forms.
 * A test holds sections, a section holds questions (in order). Marks are in the API as numbers with at
 * most two decimals (+2, -0.66) and stored as whole hundredths of a mark, so no score ever drifts.
 */
import * as z from 'zod/mini';
import { hasAtMostDecimals, optionalText, requiredText } from './schemas.js';

export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 5;
export const MAX_SECTIONS = 20;
export const MAX_QUESTIONS_PER_TEST = 500;
export const OPTION_LETTERS = ['A', 'B', 'C', 'D', 'E'] as const;
export const SOLUTIONS_AFTER = ['submit', 'close'] as const;
export type SolutionsAfter = (typeof SOLUTIONS_AFTER)[number];
/** How much a question bank import (.xlsx) may be. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/**
 * What the import reads of a sheet, checked before the spreadsheet reader sees it: all the parts of
 * the .xlsx may unpack to at most 20 MB (read from the zip's directory, before anything is inflated),
 * a sheet may have at most 1,000 rows (a test has at most 500 questions), and the workbook at most
 * 50,000 cells, merged and named ranges counted cell by cell, in at most 1,000 parts.
 */
export const IMPORT_MAX_UNPACKED_BYTES = 20 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 1000;
export const IMPORT_MAX_CELLS = 50_000;
export const IMPORT_MAX_PARTS = 1000;
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const QUESTION_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const QUESTION_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** Marks as hundredths: 0.66 → 66, exactly (the number has at most two decimals). */
export function toHundredths(marks: number): number {
  return Math.round(marks * 100);
}
export function fromHundredths(hundredths: number): number {
  return hundredths / 100;
}

const marks = (label: string, min: number, max: number) =>
  z.number({ error: `${label} must be a number` }).check(
    z.refine((value: number) => hasAtMostDecimals(value, 2), `${label} can have at most two decimals`),
    z.minimum(min, `${label} must be ${min} or more`),
    z.maximum(max, `${label} must be at most ${max}`),
  );

const isoTime = (label: string) =>
  z.optional(
    z.nullable(
      z
        .string({ error: `${label} must be a date and time` })
        .check(
          z.refine(
            (value: string) => value === '' || !Number.isNaN(Date.parse(value)),
            `${label} must be a date and time`,
          ),
        ),
    ),
  );

export const sectionInputSchema = z.object({
  /** Absent for a new section. */
  _id: z.optional(z.string().check(z.maxLength(64))),
  title: requiredText('Section title', 200),
  titleGu: optionalText('Gujarati section title', 200),
});

export const testInputSchema = z
  .object({
    title: requiredText('Title', 200),
    titleGu: optionalText('Gujarati title', 200),
    instructions: optionalText('Instructions', 10_000, true),
    instructionsGu: optionalText('Gujarati instructions', 10_000, true),
    durationMinutes: z
      .number({ error: 'Duration must be a number of minutes' })
      .check(
        z.refine(Number.isSafeInteger, 'Duration must be a whole number of minutes'),
        z.minimum(1, 'Duration must be at least 1 minute'),
        z.maximum(600, 'Duration must be at most 600 minutes'),
      ),
    marksCorrect: marks('Marks for a right answer', 0.01, 100),
    marksWrong: z._default(marks('Marks for a wrong answer', -100, 0), 0),
    marksBlank: z._default(marks('Marks for a blank answer', -100, 100), 0),
    opensAt: isoTime('Opens at'),
    closesAt: isoTime('Closes at'),
    solutionsAfter: z._default(
      z.enum(SOLUTIONS_AFTER, { error: 'Solutions show after submit or after the test closes' }),
      'submit',
    ),
    allowReattempts: z._default(z.boolean({ error: 'allowReattempts must be true or false' }), false),
    sections: z
      .array(sectionInputSchema, { error: 'Sections must be a list' })
      .check(
        z.minLength(1, 'A test needs at least one section'),
        z.maxLength(MAX_SECTIONS, `At most ${MAX_SECTIONS} sections`),
      ),
  })
  .check(
    z.refine((test) => !test.opensAt || !test.closesAt || Date.parse(test.opensAt) < Date.parse(test.closesAt), {
      error: 'Closes at must be after opens at',
      path: ['closesAt'],
    }),
  );
export type TestInput = z.infer<typeof testInputSchema>;
export type TestFormValues = z.input<typeof testInputSchema>;

const optionList = (label: string) =>
  z._default(
    z
      .array(requiredText(`${label} option`, 2000, true), { error: `${label} options must be a list` })
      .check(z.maxLength(MAX_OPTIONS, `At most ${MAX_OPTIONS} options`)),
    [],
  );

/** A question as an admin saves it. A draft may lack text or its correct option; publishing refuses such a test. */
export const questionInputSchema = z
  .object({
    sectionId: requiredText('Section', 64),
    textEn: optionalText('Question (English)', 5000, true),
    textGu: optionalText('Question (Gujarati)', 5000, true),
    optionsEn: optionList('English'),
    optionsGu: optionList('Gujarati'),
    /** Index into the options (0 = A); null or absent while not chosen. */
    correctOption: z.optional(
      z.nullable(
        z
          .number()
          .check(
            z.refine(Number.isSafeInteger, 'The correct option must be one of the options'),
            z.minimum(0),
            z.maximum(MAX_OPTIONS - 1),
          ),
      ),
    ),
    explanationEn: optionalText('Explanation (English)', 10_000, true),
    explanationGu: optionalText('Explanation (Gujarati)', 10_000, true),
    topic: optionalText('Topic', 100),
    imageKey: z.optional(z.nullable(z.string().check(z.maxLength(300)))),
  })
  .check(
    z.refine((question) => question.optionsEn.length === 0 || question.optionsEn.length >= MIN_OPTIONS, {
      error: `A question needs ${MIN_OPTIONS} to ${MAX_OPTIONS} options`,
      path: ['optionsEn'],
    }),
    z.refine((question) => question.optionsGu.length === 0 || question.optionsGu.length >= MIN_OPTIONS, {
      error: `A question needs ${MIN_OPTIONS} to ${MAX_OPTIONS} options`,
      path: ['optionsGu'],
    }),
    z.refine(
      (question) =>
        !question.optionsEn.length ||
        !question.optionsGu.length ||
        question.optionsEn.length === question.optionsGu.length,
      {
        error: 'The English and Gujarati options must be as many',
        path: ['optionsGu'],
      },
    ),
    z.refine(
      (question) =>
        question.correctOption == null ||
        question.correctOption < Math.max(question.optionsEn.length, question.optionsGu.length),
      { error: 'The correct option must be one of the options', path: ['correctOption'] },
    ),
  );
export type QuestionInput = z.infer<typeof questionInputSchema>;
export type QuestionFormValues = z.input<typeof questionInputSchema>;

export const publishSchema = z.object({ published: z.boolean({ error: 'published must be true or false' }) });

/** The questions' order, section by section (every question of the test exactly once). */
export const questionOrderSchema = z.object({
  sections: z
    .array(
      z.object({
        sectionId: z.string().check(z.maxLength(64)),
        questionIds: z.array(z.string().check(z.maxLength(64))).check(z.maxLength(MAX_QUESTIONS_PER_TEST)),
      }),
    )
    .check(z.maxLength(MAX_SECTIONS)),
});

export const importUploadSchema = z.object({
  size: z
    .number({ error: 'The file size is required' })
    .check(
      z.refine(Number.isSafeInteger, 'The file size must be whole bytes'),
      z.minimum(1, 'The file is empty'),
      z.maximum(IMPORT_MAX_BYTES, 'The file must be at most 5 MB'),
    ),
});

export const importSchema = z.object({
  importKey: requiredText('importKey', 300),
  /** append: after the test's questions; replace: instead of them. */
  mode: z._default(z.enum(['append', 'replace'], { error: 'mode must be append or replace' }), 'append'),
  /** Add the questions the test already has again (after the server answered import_repeats). */
  importRepeats: z._default(z.boolean({ error: 'importRepeats must be true or false' }), false),
});

/** How many imported questions went into one section of the test. */
export interface ImportedSection {
  sectionId: string;
  title: string;
  count: number;
}

export const questionImageUploadSchema = z.object({
  contentType: z.enum(QUESTION_IMAGE_TYPES, { error: 'The image must be a PNG, JPEG, WebP or GIF file' }),
  size: z
    .number({ error: 'The image size is required' })
    .check(
      z.refine(Number.isSafeInteger, 'The image size must be whole bytes'),
      z.minimum(1, 'The image file is empty'),
      z.maximum(QUESTION_IMAGE_MAX_BYTES, 'The image must be at most 2 MB'),
    ),
});

export const accessNoteSchema = z.optional(z.object({ note: optionalText('Note', 500) }));

export interface TestSection {
  _id: string;
  title: string;
  titleGu?: string;
  questionIds: string[];
}

/** A test as admins see it (marks in marks, not hundredths). */
export interface AdminTest {
  _id: string;
  seriesId: string;
  title: string;
  titleGu?: string;
  instructions?: string;
  instructionsGu?: string;
  durationMinutes: number;
  marksCorrect: number;
  marksWrong: number;
  marksBlank: number;
  opensAt?: string;
  closesAt?: string;
  solutionsAfter: SolutionsAfter;
  allowReattempts: boolean;
  published: boolean;
  sections: TestSection[];
  questionCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface AdminQuestion {
  _id: string;
  sectionId: string;
  textEn?: string;
  textGu?: string;
  optionsEn: string[];
  optionsGu: string[];
  correctOption: number | null;
  explanationEn?: string;
  explanationGu?: string;
  topic?: string;
  imageKey?: string;
  /** A short-lived signed link to the image. */
  imageUrl?: string;
}

/** A change of a published test's answer key: who, when, from which option to which. */
export interface AnswerKeyRevision {
  questionId: string;
  from: number | null;
  to: number | null;
  by: string;
  at: string;
}

export interface ImportIssue {
  /** The spreadsheet's row number (1 is the header). */
  row: number;
  /** The column's header, or '' for the row as a whole. */
  column: string;
  message: string;
}

/** A question as a student sees it before the attempt is over: no correct option, no explanation. */
export interface StudentQuestion {
  _id: string;
  sectionId: string;
  textEn?: string;
  textGu?: string;
  optionsEn: string[];
  optionsGu: string[];
  imageUrl?: string;
}

export type StudentTestState = 'not_started' | 'running' | 'submitted';

/** A published test in a series' list, with the student's state. */
export interface StudentTestSummary {
  _id: string;
  title: string;
  titleGu?: string;
  durationMinutes: number;
  questionCount: number;
  marksCorrect: number;
  marksWrong: number;
  marksBlank: number;
  opensAt?: string;
  closesAt?: string;
  state: StudentTestState;
  /** When submitted: the score in marks. */
  score?: number;
  /** The student's latest attempt (running or submitted), and how many they made. */
  attemptId?: string;
  attempts?: number;
  /** Whether the test takes another attempt after the first (practice, not ranked). */
  allowReattempts: boolean;
}

export interface StudentTestDetail extends StudentTestSummary {
  seriesId: string;
  instructions?: string;
  instructionsGu?: string;
  sections: { _id: string; title: string; titleGu?: string; questionCount: number }[];
}

export type TestSeriesAccessStatus = 'purchased' | 'pending' | 'rejected';

/** One entry of a student's "My Test Series". */
export interface MyTestSeries {
  testSeries: { _id: string; title: string; titleGu?: string; description: string; descriptionGu?: string };
  status: TestSeriesAccessStatus;
  /** Purchased: when access began and how (a payment, or an admin's grant). */
  since: string;
  grantedBy?: 'payment' | 'admin';
  rejectionReason?: string;
  paymentId?: string;
}

/** A student's access to a series as the admin's student page shows it. */
export interface StudentSeriesAccess {
  seriesId: string;
  title: string;
  grantedAt: string;
  /** 'payment' or the admin's id. */
  grantedBy: string;
  grantedByName?: string;
  via: 'payment' | 'admin';
  paymentId?: string;
  note?: string;
}

/** Why a question cannot be published yet (the same rule for the server's refusal and the publish summary). */
export type QuestionProblem = 'no_text' | 'options_en' | 'options_gu' | 'no_correct_option';

export const QUESTION_PROBLEM_TEXT: Record<QuestionProblem, string> = {
  no_text: 'The question has no text in English or Gujarati',
  options_en: 'The English question needs 2 to 5 options',
  options_gu: 'The Gujarati question needs 2 to 5 options',
  no_correct_option: 'The question has no correct option',
};

export function questionProblemOf(question: {
  textEn?: string;
  textGu?: string;
  optionsEn: readonly string[];
  optionsGu: readonly string[];
  correctOption: number | null;
}): QuestionProblem | undefined {
  if (!question.textEn && !question.textGu) return 'no_text';
  if (question.textEn && question.optionsEn.length < 2) return 'options_en';
  if (question.textGu && question.optionsGu.length < 2) return 'options_gu';
  const options = Math.max(question.optionsEn.length, question.optionsGu.length);
  if (question.correctOption === null || question.correctOption >= options) return 'no_correct_option';
  return undefined;
}
