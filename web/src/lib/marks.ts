const marksFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** Marks as written on a mark sheet: up to two decimals, a true minus sign for a negative score. */
export function formatMarks(marks: number): string {
  const text = marksFormat.format(Math.abs(marks));
  return marks < 0 ? `\u2212${text}` : text;
}
