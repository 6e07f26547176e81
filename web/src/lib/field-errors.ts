/** A form's validation problems by field: the first message for each field, so every field shows its own at once. */
export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>;

/**
 * From zod's issues (each with a path and a message) to one message per field, keyed by the path's
 * first segment. An issue with no path (a whole-form check) is left out: the caller shows it elsewhere.
 */
export function fieldErrors<Field extends string = string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldErrors<Field> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || field in errors) continue;
    errors[field] = issue.message;
  }
  return errors as FieldErrors<Field>;
}
