// What people put around a mobile's digits: spaces, hyphens, dots, brackets.
const SEPARATORS = /[\s\-.()]/g;
// India's country code (with or without its +) or the trunk 0 before the ten digits: a whole number pasted or filled in.
const WITH_PREFIX = /^(?:\+?91|0)(\d{10})$/;

/**
 * A mobile field's text as the student types or pastes it, kept to the number's digits: separators
 * go, and a +91, 91 or 0 in front goes when ten digits remain ("+91 98980 12345" is 9898012345).
 * While typing, "+91" goes as soon as a digit follows it and a leading 0 at once, since no Indian
 * mobile starts with 0: the field's ten-character limit then holds the number, not its prefix.
 */
export function mobileFieldText(text: string): string {
  const compact = text.replace(SEPARATORS, '');
  const whole = WITH_PREFIX.exec(compact);
  if (whole) return whole[1]!;
  if (/^\+91\d/.test(compact)) return compact.slice(3);
  return compact.replace(/^0+(?=\d)/, '');
}

/** The field's text after `pasted` replaces the selection, as the browser would paste it without a length limit. */
export function pastedMobileText(input: HTMLInputElement, pasted: string): string {
  const start = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? start;
  return mobileFieldText(input.value.slice(0, start) + pasted + input.value.slice(end));
}
