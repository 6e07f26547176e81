import type { CourseCategory } from '../../../../shared/constants';
import { INSTITUTE_NAME } from '../../../../shared/constants';
import { CategoryCourses } from './CategoryCourses';
import { EXAM_INFO } from './exam-info';

/** /ssc, /neet11, /neet12, /talati, /ethics: the exam's introduction and its catalogue courses. */
export function CategoryListing({ category }: { category: CourseCategory }) {
  const { title, description } = EXAM_INFO[category];
  return (
    <div className="container page course-type">
      <title>{`${title} | ${INSTITUTE_NAME}`}</title>
      <div className="course-type-intro">
        <h1>{title}</h1>
        <p className="course-type-description">{description}</p>
      </div>
      <CategoryCourses category={category} heading={`${title}: our courses`} />
    </div>
  );
}
