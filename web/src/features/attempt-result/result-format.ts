import type { Language } from '../../../../shared/site-pages';

/** Time spent as m:ss under an hour, else h:mm:ss: 75 → '1:15', 3725 → '1:02:05'. */
export function formatTimeSpent(totalSeconds: number): string {
  const seconds = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.floor(totalSeconds) : 0;
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

export { formatMarks } from '../../lib/marks';

/** An option's letter: 0 → 'A'. */
export const optionLetter = (index: number): string => String.fromCharCode(65 + index);

/** A text in the chosen language, falling back to the other one when it is missing or empty. */
export function textIn(
  language: Language,
  english: string | undefined,
  gujarati: string | undefined,
): string | undefined {
  return (language === 'gu' ? gujarati || english : english || gujarati) || undefined;
}

/** The options in the chosen language, falling back to the other list when it is empty. */
export function optionsIn(language: Language, english: string[], gujarati: string[]): string[] {
  const [first, second] = language === 'gu' ? [gujarati, english] : [english, gujarati];
  return first.some(Boolean) ? first : second;
}
