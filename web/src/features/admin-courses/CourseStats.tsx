import { StatCards } from '../../components/StatCards';
import { formatRupees } from '../../lib/format';
import { useT } from '../../lib/i18n';
import type { AdminCourse } from '../../lib/admin-courses';
import type { TotalRevenue, TotalStudents } from './api';

interface CourseStatsProps {
  courses: readonly AdminCourse[];
  totalStudents: TotalStudents;
  totalRevenue: TotalRevenue;
}

/**
 * The four figures: courses and videos counted from the list; students and revenue the real ones the
 * server counts, the same as the dashboard's (Total Revenue is everything received, as its note says,
 * not the sum of these courses'), for the staff who see money (faculty do not: undefined).
 */
export function CourseStats({ courses, totalStudents, totalRevenue }: CourseStatsProps) {
  const t = useT();
  const totalVideos = courses.reduce((sum, course) => sum + course.videoCount, 0);

  return (
    <StatCards
      stats={[
        { label: 'Total Courses', value: String(courses.length) },
        { label: 'Total Videos', value: String(totalVideos) },
        ...(totalStudents === undefined
          ? []
          : [{ label: 'Total Students', value: figureText(totalStudents, (count) => count.toLocaleString('en-IN')) }]),
        ...(totalRevenue === undefined
          ? []
          : [{ label: 'Total Revenue', value: figureText(totalRevenue, formatRupees), note: t('revenue.total') }]),
      ]}
    />
  );
}

function figureText(figure: NonNullable<TotalStudents | TotalRevenue>, format: (value: number) => string): string {
  if (figure === 'loading') return '…';
  if (figure === 'unavailable') return 'Unavailable';
  return format(figure);
}
