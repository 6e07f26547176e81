import { ErrorBox } from '../../components/ErrorBox';
import { Spinner } from '../../components/Spinner';
import { formatRupees } from '../../lib/format';
import { useAsyncData } from '../../lib/use-async-data';
import { fetchAdminCourses } from './api';

export function AdminCourseTable() {
  const courses = useAsyncData(fetchAdminCourses);

  if (courses.status === 'loading') return <Spinner label="Loading courses..." />;
  if (courses.status === 'error') {
    return (
      <div className="state-panel">
        <ErrorBox>Failed to load courses</ErrorBox>
        <button type="button" className="button button-primary" onClick={courses.reload}>
          Try Again
        </button>
      </div>
    );
  }
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
