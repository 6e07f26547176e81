import { Link } from 'react-router-dom';
import { INSTITUTE_NAME } from '../../../../shared/constants';
import { CourseGrid } from '../../features/courses/CourseGrid';
import { paths } from '../../lib/paths';

export function CoursesPage() {
  return (
    <section className="container page">
      <title>{`Our Courses | ${INSTITUTE_NAME}`}</title>
      <h1>Our Courses</h1>
      <CourseGrid headingLevel={2} />
      <div className="page-actions">
        <Link to={paths.home} className="button button-outline">
          Back to Home
        </Link>
        <Link to={paths.about} className="button button-outline">
          About Us
        </Link>
      </div>
    </section>
  );
}
