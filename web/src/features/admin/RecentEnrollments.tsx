import { adminPaths } from '../../lib/admin-paths';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { RecentEnrollment } from '../../../../shared/admin-types';
import { formatDateTime } from '../../lib/format';
import { DataTable } from '../../components/DataTable';

export function RecentEnrollments({ enrollments }: { enrollments: readonly RecentEnrollment[] }) {
  const headingId = useId();
  return (
    <section className="admin-dashboard-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Recent Enrollments</h2>
      {enrollments.length === 0 ? (
        <p className="muted">No enrollments yet.</p>
      ) : (
        <DataTable
          className="data-table card-table admin-dashboard-table"
          columns={['Student', 'Course', 'Enrolled', 'Courses']}
        >
          {enrollments.map((enrollment) => (
            <tr key={`${enrollment._id}/${enrollment.course._id}`}>
              <th scope="row">
                <Link to={adminPaths.adminStudent(enrollment._id)}>{enrollment.name}</Link>
                <span className="admin-dashboard-secondary">{enrollment.email}</span>
              </th>
              <td data-label="Course">{enrollment.course.title}</td>
              <td data-label="Enrolled">{formatDateTime(enrollment.updatedAt)}</td>
              <td data-label="Courses" title={enrollment.enrolledCourses.map((course) => course.title).join(', ')}>
                {enrollment.enrolledCourses.length}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
