import {
  MAX_OPTIONS,
  MIN_OPTIONS,
  questionImageUploadSchema,
  questionInputSchema,
  type QuestionInput,
} from '../../../../shared/mock-tests';
import { firstIssue } from '../../../../shared/schemas';
import type { AdminQuestion } from './api';

/** One option row: the same option in English and in Gujarati. */
export interface OptionDraft {
  en: string;
  gu: string;
}

export interface QuestionForm {
  sectionId: string;
  textEn: string;
  textGu: string;
  options: OptionDraft[];
  /** The row of the correct option, or null while none is chosen. */
  correctOption: number | null;
  explanationEn: string;
  explanationGu: string;
  topic: string;
  /** The stored image the question keeps; null for none (or once removed). */
  imageKey: string | null;
}

/**
 * Problems by field: 'textEn', 'optionsEn', and 'optionsEn.1' for one option (row B), so each
 * shows beside its own input.
 */
export type QuestionErrors = Partial<Record<string, string>>;

export function emptyQuestionForm(sectionId: string): QuestionForm {
  return {
    sectionId,
    textEn: '',
    textGu: '',
    options: Array.from({ length: 4 }, () => ({ en: '', gu: '' })),
    correctOption: null,
    explanationEn: '',
    explanationGu: '',
    topic: '',
    imageKey: null,
  };
}

export function formFromQuestion(question: AdminQuestion): QuestionForm {
  const rows = Math.max(question.optionsEn.length, question.optionsGu.length, MIN_OPTIONS);
  return {
    sectionId: question.sectionId,
    textEn: question.textEn ?? '',
    textGu: question.textGu ?? '',
    options: Array.from({ length: rows }, (_, index) => ({
      en: question.optionsEn[index] ?? '',
      gu: question.optionsGu[index] ?? '',
    })),
    correctOption: question.correctOption,
    explanationEn: question.explanationEn ?? '',
    explanationGu: question.explanationGu ?? '',
    topic: question.topic ?? '',
    imageKey: question.imageKey ?? null,
  };
}

export const canAddOption = (form: QuestionForm) => form.options.length < MAX_OPTIONS;
export const canRemoveOption = (form: QuestionForm) => form.options.length > MIN_OPTIONS;

export function withOptionAdded(form: QuestionForm): QuestionForm {
  return canAddOption(form) ? { ...form, options: [...form.options, { en: '', gu: '' }] } : form;
}

/** Without row `index`; the correct option follows its row (or is none again when it was that row). */
export function withOptionRemoved(form: QuestionForm, index: number): QuestionForm {
  if (!canRemoveOption(form)) return form;
  const correct = form.correctOption;
  return {
    ...form,
    options: form.options.filter((_, at) => at !== index),
    correctOption: correct === null || correct === index ? null : correct > index ? correct - 1 : correct,
  };
}

export type ParsedQuestionForm = { ok: true; input: QuestionInput } | { ok: false; errors: QuestionErrors };

/**
 * The body to send, or every problem by field. A language whose options are all blank sends none
 * (a question may be in one language only); a language that has its text needs its options.
 * The server's own schema checks the rest. A question without a correct option may be saved as a
 * draft: publishing the test names it.
 */
export function parseQuestionForm(form: QuestionForm): ParsedQuestionForm {
  const optionsEn = languageOptions(form, 'en');
  const optionsGu = languageOptions(form, 'gu');
  const errors: QuestionErrors = {};
  if (!form.textEn.trim() && !form.textGu.trim()) errors.textEn = 'Write the question in English or Gujarati';
  if (form.textEn.trim() && optionsEn.length === 0) errors.optionsEn = 'Write the options in English';
  if (form.textGu.trim() && optionsGu.length === 0) errors.optionsGu = 'Write the options in Gujarati';
  if (
    form.correctOption !== null &&
    !form.options[form.correctOption]?.en.trim() &&
    !form.options[form.correctOption]?.gu.trim()
  ) {
    errors.correctOption = 'The correct option must be one of the options';
  }

  const result = questionInputSchema.safeParse({
    sectionId: form.sectionId,
    textEn: blankAsAbsent(form.textEn),
    textGu: blankAsAbsent(form.textGu),
    optionsEn,
    optionsGu,
    correctOption: form.correctOption,
    explanationEn: blankAsAbsent(form.explanationEn),
    explanationGu: blankAsAbsent(form.explanationGu),
    topic: blankAsAbsent(form.topic),
    imageKey: form.imageKey,
  });
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = issue.path.map(String).join('.');
      errors[key] ??= issue.message;
    }
  }
  return Object.keys(errors).length === 0 && result.success ? { ok: true, input: result.data } : { ok: false, errors };
}

function languageOptions(form: QuestionForm, language: keyof OptionDraft): string[] {
  const texts = form.options.map((option) => option[language]);
  return texts.every((text) => !text.trim()) ? [] : texts;
}

function blankAsAbsent(text: string): string | undefined {
  return text.trim() ? text : undefined;
}

/** Why this file cannot be a question's image (type, empty, over 2 MB), or undefined when it can. */
export function questionImageProblem(image: File): string | undefined {
  const result = questionImageUploadSchema.safeParse({ contentType: image.type, size: image.size });
  return result.success ? undefined : firstIssue(result.error);
}
