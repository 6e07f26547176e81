/** Marks as the admin screens show them: '+2', '−0.66', '0'. */
export function signedMarks(marks: number): string {
  if (marks === 0) return '0';
  return `${marks > 0 ? '+' : '−'}${Math.abs(marks)}`;
}

/** A test's marking scheme in one line: right, wrong and blank. */
export function markingScheme({
  marksCorrect,
  marksWrong,
  marksBlank,
}: {
  marksCorrect: number;
  marksWrong: number;
  marksBlank: number;
}): string {
  return `${signedMarks(marksCorrect)} right, ${signedMarks(marksWrong)} wrong, ${signedMarks(marksBlank)} blank`;
}
