import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AboutPage } from '../../web/src/features/info/AboutPage';
import { ContactPage } from '../../web/src/features/info/ContactPage';
import { PrivacyPolicyPage } from '../../web/src/features/info/PrivacyPolicyPage';
import { RefundPolicyPage } from '../../web/src/features/info/RefundPolicyPage';
import { ShippingPage } from '../../web/src/features/info/ShippingPage';
import { TermsPage } from '../../web/src/features/info/TermsPage';
import { jsonResponse, stubFetch } from './helpers';

function renderPage(Page: ComponentType) {
  render(
    <MemoryRouter>
      <Page />
    </MemoryRouter>,
  );
  return screen.getByRole('article');
}

describe('static pages', () => {
  it.each<[string, ComponentType, string, string[]]>([
    ['about', AboutPage, 'About Us', ['7 years of experience']],
    ['refund policy', RefundPolicyPage, 'Refund Policy', ['within 24 hours of payment', 'within 5-7 business days']],
    ['privacy policy', PrivacyPolicyPage, 'Privacy Policy', ['at least 3 years']],
    [
      'terms',
      TermsPage,
      'Terms and Conditions',
      ['transaction fee of 2%', '99.9% of the time', 'beyond 2 hours in a month'],
    ],
    ['shipping policy', ShippingPage, 'Shipping Policy', ['within 1-2 business days']],
  ])('the %s page states its facts', (_name, Page, title, facts) => {
    const page = renderPage(Page);
    expect(within(page).getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    for (const fact of facts) expect(page).toHaveTextContent(fact);
    expect(document.title).toBe(`${title} | Gyanpath Academy`);
  });

  it('the contact page gives the e-mail, phone and, before any address is saved, the city', async () => {
    stubFetch(() => jsonResponse({ success: true, settings: null }));
    const page = renderPage(ContactPage);
    expect(within(page).getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(within(page).getByRole('link', { name: 'info@gyanpathacademy.in' })).toHaveAttribute(
      'href',
      'mailto:info@gyanpathacademy.in',
    );
    expect(within(page).getByRole('link', { name: '+91 79 4000 1234' })).toHaveAttribute('href', 'tel:+917940001234');
    expect(await within(page).findByText('Ahmedabad, Gujarat, India')).toBeInTheDocument();
  });
});
