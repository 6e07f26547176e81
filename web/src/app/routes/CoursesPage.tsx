import { Link } from 'react-router-dom';
import { PageHead } from '../../components/PageHead';
import { CourseGrid } from '../../features/courses/CourseGrid';
import { useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';

export function CoursesPage() {
  const t = useT();
  return (
    <section className="container page">
      <PageHead title={t('courses.title')} description={t('courses.description')} path={paths.courses} />
      <h1>{t('courses.title')}</h1>
      <CourseGrid headingLevel={2} />
      <div className="page-actions">
        <Link to={paths.home} className="button button-outline">
          {t('courses.backHome')}
        </Link>
        <Link to={paths.about} className="button button-outline">
          {t('courses.aboutUs')}
        </Link>
      </div>
    </section>
  );
}
