import { Link } from 'react-router-dom';
import { PageHead } from '../../components/PageHead';
import { CourseGrid } from '../../features/courses/CourseGrid';
import { paths } from '../../lib/paths';

export function CoursesPage() {
  return (
    <section className="container page">
      <PageHead
        title="Our Courses"
        description="Video courses for GPSC, UPSC, SSC, NEET and Talati exams at Gyanpath Academy, Ahmedabad: price, duration and what each course teaches."
        path={paths.courses}
      />
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
