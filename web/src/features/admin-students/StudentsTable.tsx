import { adminPaths } from '../../lib/admin-paths';
import { Link } from 'react-router-dom';
import { formatDate } from '../../lib/format';
import type { AdminStudent } from './api';
import { DataTable } from '../../components/DataTable';

export function StudentsTable({ students }: { students: readonly AdminStudent[] }) {
  return (
    <DataTable
      className="data-table card-table admin-students-table"
      columns={['Name', 'Email', 'Mobile', 'Joined', 'Enrolled Courses']}
    >
      {students.map((student) => (
        <tr key={student._id}>
          <th scope="row">
            <Link to={adminPaths.adminStudent(student._id)}>{student.name}</Link>
          </th>
          <td data-label="Email">{student.email}</td>
          <td data-label="Mobile">{student.mobile}</td>
          <td data-label="Joined">{formatDate(student.joinedAt)}</td>
          <td data-label="Courses" className="admin-students-courses">
            {student.enrolledCourses.length === 0 ? (
              <span className="muted">None</span>
            ) : (
              student.enrolledCourses.map((course) => course.title).join(', ')
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
