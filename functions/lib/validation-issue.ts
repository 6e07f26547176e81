import { type ErrorCode, isErrorCode } from '#shared/error-codes.js';
import { MESSAGES } from '#shared/schemas.js';

interface Issue {
  code: string;
  message: string;
  path: readonly PropertyKey[];
  origin?: string;
  format?: string;
  minimum?: number | bigint;
  /** A refinement's own code (`params: { code }` on a zod check), from shared/error-codes.ts. */
  params?: { code?: unknown };
}

/** Messages that have a code of their own; everything else gets a code from the kind of issue. */
const CODE_OF_MESSAGE = new Map<string, ErrorCode>([
  [MESSAGES.mobileDigits, 'validation.mobile_digits'],
  [MESSAGES.passwordTooShort, 'validation.password_too_short'],
  [MESSAGES.emailInvalid, 'validation.email'],
  [MESSAGES.loginRequired, 'validation.login_required'],
  [MESSAGES.pinCode, 'validation.pin_code'],
]);

function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  let value = body;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function codeOf(issue: Issue, body: unknown): ErrorCode {
  const special = CODE_OF_MESSAGE.get(issue.message);
  if (special) return special;
  switch (issue.code) {
    case 'invalid_type':
      return valueAt(body, issue.path) === undefined && issue.path.length > 0
        ? 'validation.required'
        : 'validation.type';
    case 'too_small':
      if (issue.origin === 'number' || issue.origin === 'bigint') return 'validation.too_small';
      return Number(issue.minimum) === 1 && issue.origin === 'string' ? 'validation.required' : 'validation.too_short';
    case 'too_big':
      return issue.origin === 'number' || issue.origin === 'bigint' ? 'validation.too_large' : 'validation.too_long';
    case 'invalid_format':
      return issue.format === 'email' ? 'validation.email' : 'validation.format';
    case 'invalid_value':
      return 'validation.choice';
    case 'custom':
      if (isErrorCode(issue.params?.code)) return issue.params.code;
      if (/whole/i.test(issue.message)) return 'validation.not_integer';
      if (/decimals/i.test(issue.message)) return 'validation.decimals';
      if (/invisible or invalid characters/i.test(issue.message)) return 'validation.characters';
      if (/https:\/\/ address/i.test(issue.message)) return 'validation.link';
      return 'validation.invalid';
    default:
      return 'validation.invalid';
  }
}

/** The first problem in a failed parse: a code, the field it is about, and one sentence a person can act on. */
export function validationIssue(
  error: { issues: readonly Issue[] },
  body: unknown,
): { code: ErrorCode; field: string | undefined; message: string } {
  const issue = error.issues[0];
  if (!issue) return { code: 'validation.invalid', field: undefined, message: 'Invalid request' };
  const field = issue.path.length > 0 ? issue.path.map(String).join('.') : undefined;
  return { code: codeOf(issue, body), field, message: issue.message };
}
