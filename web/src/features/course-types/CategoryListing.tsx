import type { CourseCategory } from '../../../../shared/constants';
import { PageHead } from '../../components/PageHead';
import { paths } from '../../lib/paths';
import { CategoryCourses } from './CategoryCourses';
import { courseShareImage } from '../../lib/share-images';
import { EXAM_INFO } from './exam-info';
import { useT } from '../../lib/i18n';

/** /ssc, /neet11, /neet12, /talati, /ethics: the exam's introduction and its catalogue courses. */
export function CategoryListing({ category }: { category: CourseCategory }) {
  const t = useT();
  const title = t(EXAM_INFO[category].title);
  const description = t(EXAM_INFO[category].description);
  return (
    <div className="container page course-type">
      <PageHead
        title={title}
        description={description}
        path={paths.courseType(category)}
        image={courseShareImage(category)}
      />
      <div className="course-type-intro">
        <h1>{title}</h1>
        <p className="course-type-description">{description}</p>
      </div>
      <CategoryCourses category={category} heading={t('courseType.ourCourses', { title })} />
    </div>
  );
}
