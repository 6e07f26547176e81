import { formatRupees } from '../../lib/format';
import type { Course } from '../../../../shared/types';
import { PLACEHOLDER_STUDENTS_PER_COURSE, PLACEHOLDER_TOTAL_STUDENTS } from './placeholders';

export function CourseStats({ courses }: { courses: readonly Course[] }) {
  const totalVideos = courses.reduce((sum, course) => sum + course.videoCount, 0);
  const totalRevenue = courses.reduce((sum, course) => sum + course.price * PLACEHOLDER_STUDENTS_PER_COURSE, 0);

  return (
    <dl className="admin-courses-stats">
      <Stat label="Total Courses" value={String(courses.length)} />
      <Stat label="Total Videos" value={String(totalVideos)} />
      <Stat label="Total Students" value={PLACEHOLDER_TOTAL_STUDENTS} />
      <Stat label="Total Revenue" value={formatRupees(totalRevenue)} />
    </dl>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="admin-courses-stat">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
