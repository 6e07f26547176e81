import { ContactDetails } from './ContactDetails';
import { paths } from '../../lib/paths';
import { InfoPage } from './InfoPage';

export function ShippingPage() {
  return (
    <InfoPage
      title="Shipping Policy"
      description="How Gyanpath Academy delivers course access and printed study material after payment."
      path={paths.shipping}
    >
      <h2>Online courses and test series</h2>
      <p>Video courses and test series are delivered online, so nothing is shipped for them.</p>
      <h2>Printed study material</h2>
      <p>
        Orders that include printed study material are processed within 1-2 business days of payment and then handed to a
        courier. Delivery time after dispatch depends on the courier and your location.
      </p>
      <h2>Questions about an order</h2>
      <ContactDetails />
    </InfoPage>
  );
}
