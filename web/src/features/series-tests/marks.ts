/** Marks with their sign, as a marking scheme is written: 2 → '+2', -0.66 → '−0.66', 0 → '0'. */
export function signedMarks(marks: number): string {
  if (marks > 0) return `+${marks}`;
  if (marks < 0) return `\u2212${Math.abs(marks)}`;
  return '0';
}
