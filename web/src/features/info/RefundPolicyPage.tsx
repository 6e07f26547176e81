import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { ContactDetails } from './ContactDetails';
import { InfoPage } from './InfoPage';

export function RefundPolicyPage() {
  return (
    <InfoPage
      title="Refund Policy"
      description="Gyanpath Academy's cancellation and refund policy: cancel within 24 hours of payment, refunds in 5-7 business days."
      path={paths.refundPolicy}
    >
      <h2>Cancellation</h2>
      <p>
        You may cancel an enrolment within 24 hours of payment by contacting us with your name, phone number and payment
        reference. Enrolments cannot be cancelled after 24 hours of payment.
      </p>
      <h2>Refunds</h2>
      <p>
        Once a cancellation is accepted, the refund is made to the original payment method within 5-7 business days.
        Transaction fees described in the <Link to={paths.termsAndConditions}>Terms and Conditions</Link> are not
        refundable.
      </p>
      <h2>How to ask for a cancellation</h2>
      <ContactDetails />
    </InfoPage>
  );
}
