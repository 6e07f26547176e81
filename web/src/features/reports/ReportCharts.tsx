// The only module that imports recharts: loaded lazily by the reports page, never by a public route.
import { Bar, BarChart, CartesianGrid, Cell, Legend, Pie, PieChart, Tooltip, XAxis, YAxis } from 'recharts';
import { formatRupees } from '../../lib/format';
import type { ReportStats } from './api';
import { pieColour } from './chart-colours';

type CourseFigures = ReportStats['courseStats'];

const compactRupees = new Intl.NumberFormat('en-IN', { notation: 'compact', maximumFractionDigits: 1 });

/**
 * The charts draw, the tables beside them speak: each chart is hidden from screen readers (the page
 * shows its numbers in a table), so they are drawn without recharts' keyboard layer.
 */
export function StudentsPieChart({ courses }: { courses: CourseFigures }) {
  const slices = courses.map((course, index) => ({ ...course, colour: pieColour(index) })).filter((course) => course.students > 0);
  return (
    <PieChart responsive accessibilityLayer={false} className="reports-pie" style={{ width: '100%', maxWidth: '32rem', height: '26rem' }}>
      <Pie data={slices} dataKey="students" nameKey="course" outerRadius="70%" isAnimationActive={false} rootTabIndex={-1} stroke={slices.length > 1 ? '#fff' : 'none'}>
        {slices.map((slice) => (
          <Cell key={slice.colour + slice.course} fill={slice.colour} />
        ))}
      </Pie>
      <Tooltip formatter={(value) => [String(value), 'Students']} />
      {/* In the courses' own order, in ink rather than each slice's colour (saffron text is hard to read on white). */}
      <Legend itemSorter={null} wrapperStyle={{ fontSize: '0.8125rem', lineHeight: 1.3 }} formatter={(value) => <span className="reports-legend-text">{String(value)}</span>} />
    </PieChart>
  );
}

export function AmountBarChart({ courses }: { courses: CourseFigures }) {
  return (
    <BarChart
      responsive
      accessibilityLayer={false}
      layout="vertical"
      data={courses}
      margin={{ top: 5, right: 16, bottom: 5, left: 5 }}
      style={{ width: '100%', height: `${Math.max(courses.length, 1) * 48 + 40}px` }}
    >
      <CartesianGrid strokeDasharray="3 3" horizontal={false} />
      <XAxis type="number" tickFormatter={(value: number) => `₹${compactRupees.format(value)}`} />
      <YAxis type="category" dataKey="course" width={120} tick={{ fontSize: 12 }} />
      <Tooltip formatter={(value) => [formatRupees(Number(value)), 'Amount']} />
      <Bar dataKey="amount" name="Amount" fill="#ff9933" isAnimationActive={false} />
    </BarChart>
  );
}
