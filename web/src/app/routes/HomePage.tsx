import { Link } from 'react-router-dom';
import { INSTITUTE_NAME } from '#shared/constants.js';
import { PageHead } from '../../components/PageHead';
import { Spinner } from '../../components/Spinner';
import { CourseGrid } from '../../features/courses/CourseGrid';
import { useActiveAds } from '../../features/home/ads-api';
import { FeaturedCarousel } from '../../features/home/FeaturedCarousel';
import { FirstVisitAd } from '../../features/home/FirstVisitAd';
import { HomepageAdCards } from '../../features/home/HomepageAdCards';
import { ServiceCards } from '../../features/home/ServiceCards';
import { useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';

export function HomePage() {
  const ads = useActiveAds();
  const t = useT();

  return (
    <>
      <PageHead title={INSTITUTE_NAME} description={t('home.description')} path={paths.home} />
      <section className="hero">
        <div className="container">
          <h1>{INSTITUTE_NAME}</h1>
          <p className="hero-tagline">{t('home.tagline', { city: t('contact.city') })}</p>
          <Link to={paths.courses} className="button button-primary">
            {t('home.explore')}
          </Link>
        </div>
      </section>
      <FeaturedCarousel />
      {/* After the carousel: on a phone it is a strip in the page, and here it moves nothing already on screen. */}
      <FirstVisitAd ads={ads ?? []} />
      {ads === undefined ? (
        // The ads come first (spec order) but arrive after the first paint: the courses wait with them
        // in one placeholder, so nothing already on screen is pushed down when they do.
        <div className="container page home-pending">
          <Spinner label={t('courses.loading')} />
        </div>
      ) : (
        <>
          <HomepageAdCards ads={ads} />
          <section className="container page" aria-labelledby="home-courses-heading">
            <h2 id="home-courses-heading">{t('home.ourCourses')}</h2>
            <CourseGrid headingLevel={3} />
          </section>
        </>
      )}
      <ServiceCards />
    </>
  );
}
