/** Each validation message once, in the order the checks found them. */
export function distinctMessages(issues: readonly { message: string }[]): string[] {
  return [...new Set(issues.map((issue) => issue.message))];
}
