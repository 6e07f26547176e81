// The result page's only recharts module: loaded lazily with the chart, never by a public route.
import { Bar, BarChart, CartesianGrid, XAxis, YAxis } from 'recharts';
import type { NamedFigures } from './ScoreTable';

/**
 * Each section's score beside its maximum. Drawn for the eye only: the list under it says the same in
 * text, so the chart is hidden from screen readers and drawn without recharts' keyboard layer.
 */
export function SectionScoresChart({
  rows,
  scoreLabel,
  maxLabel,
}: {
  rows: NamedFigures[];
  scoreLabel: string;
  maxLabel: string;
}) {
  return (
    <BarChart
      responsive
      accessibilityLayer={false}
      layout="vertical"
      data={rows.map((row) => ({ name: row.name, score: Math.max(0, row.score), max: row.maxScore }))}
      margin={{ top: 5, right: 16, bottom: 5, left: 5 }}
      style={{ width: '100%', height: `${Math.max(rows.length, 1) * 56 + 40}px` }}
    >
      <CartesianGrid strokeDasharray="3 3" horizontal={false} />
      <XAxis type="number" />
      <YAxis type="category" dataKey="name" width={120} tick={{ fontSize: 12 }} />
      <Bar dataKey="max" name={maxLabel} fill="#e5e7eb" isAnimationActive={false} />
      <Bar dataKey="score" name={scoreLabel} fill="#ff9933" isAnimationActive={false} />
    </BarChart>
  );
}
