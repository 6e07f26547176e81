import { Link } from 'react-router-dom';
import { INSTITUTE_NAME } from '../../../../shared/constants';
import { useT } from '../../lib/i18n';
import { Message } from '../../lib/message';
import { paths } from '../../lib/paths';
import { InfoPage } from './InfoPage';

export function AboutPage() {
  const t = useT();
  return (
    <InfoPage title={t('about.title')} description={t('about.description')} path={paths.about}>
      <p className="info-lead">{t('about.lead', { name: INSTITUTE_NAME, city: t('contact.city') })}</p>
      <h2>{t('about.whatHeading')}</h2>
      <p>{t('about.what')}</p>
      <h2>{t('about.howHeading')}</h2>
      <ul>
        <li>{t('about.how.faculty')}</li>
        <li>{t('about.how.material')}</li>
        <li>{t('about.how.tests')}</li>
        <li>{t('about.how.doubts')}</li>
      </ul>
      <h2>{t('about.startHeading')}</h2>
      <p>
        <Message
          id="about.start"
          components={{
            courses: <Link to={paths.courses} />,
            testSeries: <Link to={paths.testSeries} />,
            contact: <Link to={paths.contact} />,
          }}
        />
      </p>
    </InfoPage>
  );
}
