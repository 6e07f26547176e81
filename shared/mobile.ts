import { MOBILE_DIGITS } from './constants.js';

/**
 * The longest mobile an input takes: "+91 98980 12345" with room for a few more spaces or hyphens.
 * Anything longer is not a number someone typed.
 */
export const MOBILE_INPUT_MAX_LENGTH = 20;

const SEPARATORS = /[\s-]/g;
const TEN_DIGITS = new RegExp(`^\\d{${MOBILE_DIGITS}}$`);
// India's country code (with or without its +) or the trunk 0, before the ten digits.
const WITH_PREFIX = new RegExp(`^(?:\\+?91|0)(\\d{${MOBILE_DIGITS}})$`);

/**
 * A mobile as people write it ("98980 12345", "+91 98980-12345", "098980 12345") as its ten digits,
 * or undefined when it is not one. A ten-digit number that itself starts with 91 or 0 stays as typed.
 */
export function mobileDigitsOf(typed: string): string | undefined {
  if (typed.length > MOBILE_INPUT_MAX_LENGTH) return undefined;
  const compact = typed.replace(SEPARATORS, '');
  if (TEN_DIGITS.test(compact)) return compact;
  return WITH_PREFIX.exec(compact)?.[1];
}
