import { Link } from 'react-router-dom';
import { CONTACT, INSTITUTE_NAME } from '../../../../shared/constants';
import { paths } from '../../lib/paths';
import { InfoPage } from './InfoPage';

export function AboutPage() {
  return (
    <InfoPage
      title="About Us"
      description="Gyanpath Academy in Ahmedabad, Gujarat: 7 years of coaching for GPSC, UPSC, SSC, NEET and Talati exams, with expert faculty, study material and mock tests."
      path={paths.about}
    >
      <p className="info-lead">
        {INSTITUTE_NAME} is a coaching institute in {CONTACT.city}, Gujarat, with 7 years of experience preparing students
        for competitive exams.
      </p>
      <h2>What we teach</h2>
      <p>
        We prepare students for the Gujarat Public Service Commission (GPSC) and Union Public Service Commission (UPSC)
        civil services exams, the Staff Selection Commission (SSC) exams, NEET for classes 11 and 12, the Talati cum
        Mantri exam, and the ethics paper of the civil services Mains.
      </p>
      <h2>How we teach</h2>
      <ul>
        <li>Experienced faculty for every subject, in classroom batches of at most 50 students.</li>
        <li>Comprehensive study material and printed class notes.</li>
        <li>Regular mock tests in the pattern of the real exam, with detailed solutions.</li>
        <li>Doubt clearing sessions, and recorded video lectures students can watch again at any time.</li>
      </ul>
      <h2>Start learning</h2>
      <p>
        Browse <Link to={paths.courses}>our courses</Link> or the <Link to={paths.testSeries}>test series</Link>, or{' '}
        <Link to={paths.contact}>contact us</Link> to find the right batch for you.
      </p>
    </InfoPage>
  );
}
