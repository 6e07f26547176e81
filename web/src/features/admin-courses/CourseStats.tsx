import { StatCards } from '../../components/StatCards';
import { formatRupees } from '../../lib/format';
import type { AdminCourse } from '../../lib/admin-courses';
import type { TotalStudents } from './api';

interface CourseStatsProps {
  courses: readonly AdminCourse[];
  totalStudents: TotalStudents;
}

/** The four figures over every course: revenue and students are the real ones the server counts. */
export function CourseStats({ courses, totalStudents }: CourseStatsProps) {
  const totalVideos = courses.reduce((sum, course) => sum + course.videoCount, 0);
  // Paise, summed as whole numbers, so the sum of rupee amounts never picks up float error.
  const revenuePaise = courses.reduce((sum, course) => sum + Math.round(course.totalRevenue * 100), 0);

  return (
    <StatCards
      stats={[
        { label: 'Total Courses', value: String(courses.length) },
        { label: 'Total Videos', value: String(totalVideos) },
        { label: 'Total Students', value: totalStudentsText(totalStudents) },
        { label: 'Total Revenue', value: formatRupees(revenuePaise / 100) },
      ]}
    />
  );
}

function totalStudentsText(totalStudents: TotalStudents): string {
  if (totalStudents === 'loading') return '…';
  if (totalStudents === 'unavailable') return 'Unavailable';
  return totalStudents.toLocaleString('en-IN');
}
