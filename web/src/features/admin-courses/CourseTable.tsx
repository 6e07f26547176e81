import type { AdminCourse } from '../../lib/admin-courses';
import { CourseRow, type CourseActions } from './CourseRow';
import { DataTable } from '../../components/DataTable';

interface CourseTableProps extends CourseActions {
  courses: readonly AdminCourse[];
  deletingId: string | undefined;
  refreshing: boolean;
}

export function CourseTable({ courses, deletingId, refreshing, ...actions }: CourseTableProps) {
  return (
    <DataTable
      className="data-table admin-courses-table"
      scroll="table-scroll admin-courses-list"
      busy={refreshing}
      columns={['Course', 'Category', 'Price', 'Videos', 'Students', 'Status', 'Actions']}
    >
      {courses.map((course) => (
        <CourseRow key={course._id} course={course} deleting={deletingId === course._id} {...actions} />
      ))}
    </DataTable>
  );
}
