import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SiteSettings } from '../../shared/site-settings';
import { ContactPage } from '../../web/src/features/info/ContactPage';
import { forgetRecentGets } from '../../web/src/lib/api';
import { activateLanguage, browserI18n } from '../../web/src/lib/i18n';
import { jsonResponse, stubFetch, stubPendingFetch } from './helpers';

const SETTINGS: SiteSettings = {
  address: '2nd Floor, Gyanpath House,\nNavrangpura, Ahmedabad 380009',
  addressGu: 'બીજો માળ, જ્ઞાનપથ હાઉસ,\nનવરંગપુરા, અમદાવાદ ૩૮૦૦૦૯',
  mapUrl: 'https://maps.google.com/?q=Gyanpath+House',
  hours: 'Mon–Sat 8 am – 8 pm',
  whatsApp: '9879001234',
};

function renderContact(answer: () => Response) {
  const fetchMock = stubFetch((url) => (url === '/api/site-settings' ? answer() : jsonResponse({}, 404)));
  render(
    <MemoryRouter>
      <ContactPage />
    </MemoryRouter>,
  );
  return { fetchMock, page: screen.getByRole('article') };
}

describe('the contact page', () => {
  beforeEach(() => forgetRecentGets());
  afterEach(() => activateLanguage(browserI18n, 'en'));

  it('shows the address, a map link, the hours and a WhatsApp link from the site settings', async () => {
    const { page } = renderContact(() => jsonResponse({ success: true, settings: SETTINGS }));
    const address = await within(page).findByText(/2nd Floor, Gyanpath House/);
    expect(address.tagName).toBe('ADDRESS');
    expect(address).toHaveTextContent('2nd Floor, Gyanpath House, Navrangpura, Ahmedabad 380009');
    const map = within(page).getByRole('link', { name: /Open in Maps/ });
    expect(map).toHaveAttribute('href', SETTINGS.mapUrl);
    expect(map).toHaveAttribute('target', '_blank');
    expect(page).toHaveTextContent('Mon–Sat 8 am – 8 pm');
    expect(within(page).getByRole('link', { name: /Chat with us: \+91 98790 01234/ })).toHaveAttribute(
      'href',
      'https://wa.me/919879001234',
    );
    expect(within(page).getByRole('link', { name: '+91 79 4000 1234' })).toHaveAttribute('href', 'tel:+917940001234');
  });

  it('in Gujarati shows the Gujarati address, and the English hours where no Gujarati was saved', async () => {
    await activateLanguage(browserI18n, 'gu');
    const { page } = renderContact(() => jsonResponse({ success: true, settings: SETTINGS }));
    expect(await within(page).findByText(/બીજો માળ, જ્ઞાનપથ હાઉસ/)).toBeInTheDocument();
    expect(page).not.toHaveTextContent('2nd Floor');
    expect(page).toHaveTextContent('Mon–Sat 8 am – 8 pm');
    expect(within(page).getByRole('link', { name: /નકશામાં જુઓ/ })).toHaveAttribute('href', SETTINGS.mapUrl);
  });

  it('says it is loading, then shows the city alone while nothing is saved', async () => {
    stubPendingFetch();
    const { unmount } = render(
      <MemoryRouter>
        <ContactPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('article')).toHaveTextContent('Loading');
    unmount();
    forgetRecentGets();
    const { page } = renderContact(() => jsonResponse({ success: true, settings: null }));
    expect(await within(page).findByText('Ahmedabad, Gujarat, India')).toBeInTheDocument();
    expect(within(page).queryByRole('link', { name: /WhatsApp|Chat with us/ })).toBeNull();
  });

  it('says the address could not be loaded and loads it again on Try Again', async () => {
    let fail = true;
    const { page, fetchMock } = renderContact(() =>
      fail
        ? jsonResponse({ success: false, error: 'down', code: 'internal' }, 500)
        : jsonResponse({ success: true, settings: SETTINGS }),
    );
    expect(await within(page).findByText('Our address and opening hours could not be loaded.')).toBeInTheDocument();
    fail = false;
    within(page).getByRole('button', { name: 'Try Again' }).click();
    expect(await within(page).findByRole('link', { name: /Chat with us/ })).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/site-settings').length).toBeGreaterThanOrEqual(2);
  });
});
