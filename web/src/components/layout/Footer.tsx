import { Link } from 'react-router-dom';
import { CONTACT, INSTITUTE_NAME } from '../../../../shared/constants';
import { paths } from '../../lib/paths';

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container footer-inner">
        <p>
          © {INSTITUTE_NAME}, {CONTACT.city}
        </p>
        <ul className="footer-links" aria-label="Policies">
          <li>
            <Link to={paths.privacyPolicy}>Privacy Policy</Link>
          </li>
          <li>
            <Link to={paths.termsAndConditions}>Terms and Conditions</Link>
          </li>
          <li>
            <Link to={paths.refundPolicy}>Refund Policy</Link>
          </li>
          <li>
            <Link to={paths.shipping}>Shipping Policy</Link>
          </li>
        </ul>
        <ul className="footer-links" aria-label="Institute">
          <li>
            <Link to={paths.about}>About Us</Link>
          </li>
          <li>
            <Link to={paths.contact}>Contact Us</Link>
          </li>
        </ul>
      </div>
    </footer>
  );
}
