import type { FieldErrors } from './field-errors';

/**
 * The messages a form shows after a change: a field that shows one keeps the problem it has now, or
 * none once it is fixed. Fields without a message get none while the person is still typing.
 */
export function recheckShownErrors<Field extends string>(
  shown: FieldErrors<Field>,
  now: FieldErrors<Field>,
): FieldErrors<Field> {
  const kept: FieldErrors<Field> = {};
  for (const field of Object.keys(shown) as Field[]) if (now[field]) kept[field] = now[field];
  return kept;
}
