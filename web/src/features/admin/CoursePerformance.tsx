import { useId } from 'react';
import type { CoursePerformance as CourseFigures } from '../../../../shared/admin-types';
import { formatRupees } from '../../lib/format';
import { DataTable } from '../../components/DataTable';
import { useT } from '../../lib/i18n';

/** Each catalogue course's students and revenue; a line under the heading says the card programmes and test series are not among them. */
export function CoursePerformance({ courses }: { courses: readonly CourseFigures[] }) {
  const headingId = useId();
  const noteId = useId();
  const t = useT();
  return (
    <section className="admin-dashboard-panel" aria-labelledby={headingId} aria-describedby={noteId}>
      <h2 id={headingId}>Course Performance</h2>
      <p id={noteId} className="muted admin-dashboard-note">
        {t('revenue.perCourse')}
      </p>
      {courses.length === 0 ? (
        <p className="muted">No courses yet.</p>
      ) : (
        <DataTable className="data-table card-table admin-dashboard-table" columns={['Course', 'Students', 'Revenue']}>
          {courses.map((course) => (
            <tr key={course._id}>
              <th scope="row">{course.title}</th>
              <td data-label="Students">{course.enrollmentCount.toLocaleString('en-IN')}</td>
              <td data-label="Revenue">{formatRupees(course.totalRevenue)}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
