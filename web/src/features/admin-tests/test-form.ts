import { testInputSchema, type SolutionsAfter, type TestInput } from '../../../../shared/mock-tests';
import { fieldErrors, type FieldErrors } from '../../lib/field-errors';
import type { AdminTest } from './api';

export interface SectionDraft {
  /** Absent for a section not saved yet. */
  _id?: string;
  title: string;
  titleGu: string;
  /** How many questions it has: a section with questions cannot be removed. */
  questionCount: number;
}

/**
 * What the test form holds: numbers stay text while typed. Marks are written as the admin says them:
 * 2 for a right answer, 0.66 taken off for a wrong one (sent as -0.66).
 */
export interface TestForm {
  title: string;
  titleGu: string;
  instructions: string;
  instructionsGu: string;
  durationMinutes: string;
  marksCorrect: string;
  /** The marks taken off, written without a sign. */
  marksWrong: string;
  marksBlank: string;
  /** 'YYYY-MM-DDTHH:mm' in the admin's own time, or '' for none. */
  opensAt: string;
  closesAt: string;
  solutionsAfter: SolutionsAfter;
  allowReattempts: boolean;
  sections: SectionDraft[];
}

export type TestField = Exclude<keyof TestForm, 'sections'> | 'sections';

export function emptyTestForm(): TestForm {
  return {
    title: '',
    titleGu: '',
    instructions: '',
    instructionsGu: '',
    durationMinutes: '60',
    marksCorrect: '1',
    marksWrong: '0',
    marksBlank: '0',
    opensAt: '',
    closesAt: '',
    solutionsAfter: 'submit',
    allowReattempts: false,
    sections: [{ title: 'Section 1', titleGu: '', questionCount: 0 }],
  };
}

export function formFromTest(test: AdminTest): TestForm {
  return {
    title: test.title,
    titleGu: test.titleGu ?? '',
    instructions: test.instructions ?? '',
    instructionsGu: test.instructionsGu ?? '',
    durationMinutes: String(test.durationMinutes),
    marksCorrect: String(test.marksCorrect),
    marksWrong: String(Math.abs(test.marksWrong)),
    marksBlank: String(test.marksBlank),
    opensAt: test.opensAt ? localDateTime(test.opensAt) : '',
    closesAt: test.closesAt ? localDateTime(test.closesAt) : '',
    solutionsAfter: test.solutionsAfter,
    allowReattempts: test.allowReattempts,
    sections: test.sections.map((section) => ({
      _id: section._id,
      title: section.title,
      titleGu: section.titleGu ?? '',
      questionCount: section.questionIds.length,
    })),
  };
}

export type ParsedTestForm = { ok: true; input: TestInput } | { ok: false; errors: FieldErrors<string> };

/**
 * The body to send, checked by the server's own schema, or each problem by field. A section's
 * problem is keyed 'sections.<index>' so it shows beside that section.
 */
export function parseTestForm(form: TestForm): ParsedTestForm {
  const wrong = numberOrMissing(form.marksWrong);
  const result = testInputSchema.safeParse({
    title: form.title,
    titleGu: form.titleGu,
    instructions: form.instructions,
    instructionsGu: form.instructionsGu,
    durationMinutes: numberOrMissing(form.durationMinutes),
    marksCorrect: numberOrMissing(form.marksCorrect),
    // Written as the marks taken off; the schema wants them as a negative number.
    marksWrong: wrong === undefined || wrong === 0 ? wrong : -Math.abs(wrong),
    marksBlank: numberOrMissing(form.marksBlank),
    opensAt: isoOrNull(form.opensAt),
    closesAt: isoOrNull(form.closesAt),
    solutionsAfter: form.solutionsAfter,
    allowReattempts: form.allowReattempts,
    sections: form.sections.map((section) => ({
      ...(section._id ? { _id: section._id } : {}),
      title: section.title,
      titleGu: section.titleGu,
    })),
  });
  if (result.success) return { ok: true, input: result.data };
  const errors: FieldErrors<string> = {};
  for (const issue of result.error.issues) {
    const [field, index] = issue.path;
    const key = field === 'sections' && typeof index === 'number' ? `sections.${index}` : String(field ?? '');
    errors[key] ??= issue.message;
  }
  return { ok: false, errors: { ...fieldErrors(result.error.issues), ...errors } };
}

/** Blank stays missing so the schema reports it as required; other text that is no number becomes NaN. */
function numberOrMissing(text: string): number | undefined {
  return text.trim() === '' ? undefined : Number(text);
}

/** A datetime-local value (the admin's own time) as an exact instant; blank is none. */
function isoOrNull(local: string): string | null {
  if (!local) return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
}

/** An instant as a datetime-local value in the admin's own time. */
export function localDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
