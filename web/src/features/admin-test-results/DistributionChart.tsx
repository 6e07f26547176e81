// This feature's only module that imports recharts: loaded lazily by the results page.
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { TestResults } from './api';
import { bandLabel } from './results-format';

/**
 * The ranked scores in their bands. The chart is for the eye only (hidden from screen readers, the
 * page shows its numbers in a table), so it is drawn without recharts' keyboard layer.
 */
export function DistributionChart({ distribution }: { distribution: TestResults['distribution'] }) {
  const bars = distribution.map((band) => ({ band: bandLabel(band), count: band.count }));
  return (
    <BarChart
      responsive
      accessibilityLayer={false}
      data={bars}
      margin={{ top: 5, right: 16, bottom: 5, left: 0 }}
      style={{ width: '100%', height: '18rem' }}
    >
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="band" tick={{ fontSize: 11 }} interval={0} angle={-30} textAnchor="end" height={60} />
      <YAxis allowDecimals={false} width={40} />
      <Tooltip formatter={(value) => [String(value), 'Students']} />
      <Bar dataKey="count" name="Students" fill="#0b2545" isAnimationActive={false} />
    </BarChart>
  );
}
