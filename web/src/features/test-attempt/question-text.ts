import type { StudentQuestion } from '../../../../shared/mock-tests';
import type { Language } from '../../../../shared/site-pages';

/** The question's text in `language`, else in the other one (a question written in one language only). */
export function questionText(question: StudentQuestion, language: Language): string {
  return (language === 'gu' ? question.textGu || question.textEn : question.textEn || question.textGu) ?? '';
}

/** The options in `language`, each falling back to the other language where it is missing. */
export function questionOptions(question: StudentQuestion, language: Language): string[] {
  const [first, second] =
    language === 'gu' ? [question.optionsGu, question.optionsEn] : [question.optionsEn, question.optionsGu];
  const count = Math.max(first.length, second.length);
  return Array.from({ length: count }, (_, index) => first[index] || second[index] || '');
}

/** A, B, C... for option 0, 1, 2... */
export const optionLetter = (index: number) => String.fromCharCode(65 + index);
