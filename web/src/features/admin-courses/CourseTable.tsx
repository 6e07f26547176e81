import type { AdminCourse } from '../../lib/admin-courses';
import { CourseRow, type CourseActions } from './CourseRow';

interface CourseTableProps extends CourseActions {
  courses: readonly AdminCourse[];
  deletingId: string | undefined;
  refreshing: boolean;
}

export function CourseTable({ courses, deletingId, refreshing, ...actions }: CourseTableProps) {
  return (
    <div className="table-scroll admin-courses-list">
      <table className="data-table admin-courses-table" aria-busy={refreshing || undefined}>
        <thead>
          <tr>
            <th scope="col">Course</th>
            <th scope="col">Category</th>
            <th scope="col">Price</th>
            <th scope="col">Videos</th>
            <th scope="col">Students</th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {courses.map((course) => (
            <CourseRow key={course._id} course={course} deleting={deletingId === course._id} {...actions} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
