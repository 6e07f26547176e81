import { INSTITUTE_NAME } from '../../../../shared/constants';
import { ContactDetails } from './ContactDetails';
import { paths } from '../../lib/paths';
import { InfoPage } from './InfoPage';

export function PrivacyPolicyPage() {
  return (
    <InfoPage
      title="Privacy Policy"
      description="How Gyanpath Academy collects, uses and keeps the personal data of students and visitors."
      path={paths.privacyPolicy}
    >
      <p className="info-lead">This policy explains what {INSTITUTE_NAME} collects about you and what we do with it.</p>
      <h2>What we collect</h2>
      <ul>
        <li>Your name, e-mail address and mobile number when you register or enrol.</li>
        <li>The courses and test series you enrol in, and payment references such as a UPI transaction reference (UTR).</li>
      </ul>
      <p>
        Card payments are handled by our payment provider. We never see or store your card number.
      </p>
      <h2>How we use it</h2>
      <p>
        We use your details to give you access to your courses, to confirm and verify payments, to send receipts and to
        contact you about your enrolment. We do not sell your details to anyone.
      </p>
      <h2>How long we keep it</h2>
      <p>
        We keep your data for at least 3 years, so that payments, receipts and enrolments can be checked later.
      </p>
      <h2>Your choices</h2>
      <p>To see, correct or ask about your data, contact us:</p>
      <ContactDetails />
    </InfoPage>
  );
}
