/** Spec: the pie chart's six fixed colours, taken in turn by the courses (navy, saffron, teal, red, purple, blue). */
export const PIE_COLOURS = ['#0b2545', '#ff9933', '#2a9d8f', '#d62828', '#7b2cbf', '#3a86ff'] as const;

export function pieColour(index: number): string {
  return PIE_COLOURS[index % PIE_COLOURS.length]!;
}
