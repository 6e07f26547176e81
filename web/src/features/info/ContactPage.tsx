import { INSTITUTE_NAME } from '../../../../shared/constants';
import { ContactDetails } from './ContactDetails';
import { paths } from '../../lib/paths';
import { InfoPage } from './InfoPage';

export function ContactPage() {
  return (
    <InfoPage
      title="Contact Us"
      description="Contact Gyanpath Academy in Ahmedabad by e-mail or phone to find the right GPSC, UPSC, SSC, NEET or Talati batch."
      path={paths.contact}
    >
      <p className="info-lead">
        Questions about a course, a batch, a payment or your account? Write to us or call, and the {INSTITUTE_NAME} team
        will help you.
      </p>
      <ContactDetails />
      <p>
        For a payment made by UPI, please include your UTR (transaction reference) so we can find it quickly.
      </p>
    </InfoPage>
  );
}
