import { Link } from 'react-router-dom';
import { CONTACT, INSTITUTE_NAME } from '../../../../shared/constants';
import { paths } from '../../lib/paths';
import { InfoPage } from './InfoPage';

export function TermsPage() {
  return (
    <InfoPage
      title="Terms and Conditions"
      description="The terms and conditions for using the Gyanpath Academy website, its courses, test series and payments."
      path={paths.termsAndConditions}
    >
      <p className="info-lead">
        By using the {INSTITUTE_NAME} website, registering or enrolling in a course, you agree to these terms.
      </p>
      <h2>Accounts</h2>
      <p>
        Keep your login details to yourself. Course videos and study material are for the enrolled student only and may
        not be copied, shared or resold.
      </p>
      <h2>Fees and payments</h2>
      <p>
        Course and test series fees are shown in Indian rupees. A transaction fee of 2% applies to online payments. Access
        to a course paid by UPI is given once the payment has been verified.
      </p>
      <p>
        Cancellations and refunds follow our <Link to={paths.refundPolicy}>Refund Policy</Link>.
      </p>
      <h2>Availability</h2>
      <p>
        We aim to keep the website and course videos available 99.9% of the time. If a planned or unplanned downtime lasts
        beyond 2 hours in a month, we will notify enrolled students.
      </p>
      <h2>Governing law</h2>
      <p>These terms are governed by the laws of India, and the courts of {CONTACT.city}, Gujarat have jurisdiction.</p>
    </InfoPage>
  );
}
