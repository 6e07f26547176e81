import type { Language } from '../../../../shared/site-pages';
import type { StudentTestDetail } from './api';

/** The instructions in the screen's language: the Gujarati text for a Gujarati reader when there is one, else the English. */
export function localizedInstructions(
  test: Pick<StudentTestDetail, 'instructions' | 'instructionsGu'>,
  language: Language,
): string | undefined {
  return (language === 'gu' && test.instructionsGu) || test.instructions;
}
