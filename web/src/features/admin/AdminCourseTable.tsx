import { LoadError } from '../../components/LoadError';
import { Spinner } from '../../components/Spinner';
import { fetchAdminCourses } from '../../lib/admin-courses';
import { formatRupees } from '../../lib/format';
import { useData } from '../../lib/use-data';

/** The dashboard's read-only overview; course management (/admin/courses) lists the same courses. */
export function AdminCourseTable() {
  const courses = useData(fetchAdminCourses);

  if (courses.status === 'loading') return <Spinner label="Loading courses..." />;
  if (courses.status === 'error') return <LoadError message="Failed to load courses" onRetry={courses.retry} />;
  if (courses.data.length === 0) return <p className="state-panel">No courses found</p>;
  return (
    <div className="table-scroll">
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">Course</th>
            <th scope="col">Category</th>
            <th scope="col">Price</th>
            <th scope="col">Videos</th>
            <th scope="col">Duration</th>
          </tr>
        </thead>
        <tbody>
          {courses.data.map((course) => (
            <tr key={course._id}>
              <th scope="row">{course.title}</th>
              <td>{course.category.toUpperCase()}</td>
              <td>{formatRupees(course.price)}</td>
              <td>{course.videoCount}</td>
              <td>{course.duration}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
