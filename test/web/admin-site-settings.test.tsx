import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '../../web/src/components/toast';
import { SiteSettingsPage } from '../../web/src/features/admin-site-settings/SiteSettingsPage';
import { forgetRecentGets } from '../../web/src/lib/api';
import { jsonResponse, stubFetch } from './helpers';

const SAVED = {
  address: 'Gyanpath House, Navrangpura, Ahmedabad 380009',
  mapUrl: 'https://maps.google.com/?q=Gyanpath',
  hours: 'Mon–Sat 8 am – 8 pm',
  whatsApp: '9879001234',
};

function renderPage(settings: unknown) {
  const fetchMock = stubFetch((url, init) =>
    init?.method === 'PUT'
      ? jsonResponse({ success: true, settings: { ...SAVED, ...JSON.parse(String(init.body)) } })
      : jsonResponse({ success: true, settings }),
  );
  render(
    <MemoryRouter>
      <ToastProvider>
        <SiteSettingsPage />
      </ToastProvider>
    </MemoryRouter>,
  );
  return { fetchMock, user: userEvent.setup() };
}

const puts = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([url, init]) => url === '/api/admin/site-settings' && init?.method === 'PUT');

describe('the site settings page', () => {
  beforeEach(() => forgetRecentGets());

  it('starts from what is saved and saves the changed hours and a WhatsApp number written with +91', async () => {
    const { fetchMock, user } = renderPage(SAVED);
    const hours = await screen.findByLabelText('Opening hours');
    expect(hours).toHaveValue(SAVED.hours);
    expect(screen.getByLabelText('Full address')).toHaveValue(SAVED.address);
    await user.clear(hours);
    await user.type(hours, 'Every day 7 am – 9 pm');
    await user.clear(screen.getByLabelText('WhatsApp number'));
    await user.type(screen.getByLabelText('WhatsApp number'), '+91 98980 12345');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Site settings saved')).toBeInTheDocument();
    expect(JSON.parse(String(puts(fetchMock)[0]![1]!.body))).toEqual({
      ...SAVED,
      hours: 'Every day 7 am – 9 pm',
      whatsApp: '9898012345',
    });
  });

  it('says when nothing is saved yet, and refuses a map link that is not https by the field, sending nothing', async () => {
    const { fetchMock, user } = renderPage(null);
    expect(await screen.findByText(/Nothing is saved yet/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Full address'), SAVED.address);
    await user.type(screen.getByLabelText('Map link'), 'http://maps.example.com');
    await user.type(screen.getByLabelText('Opening hours'), SAVED.hours);
    await user.type(screen.getByLabelText('WhatsApp number'), '98790');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Map link')).toHaveAccessibleDescription('Enter a map link starting with https://');
    expect(screen.getByLabelText('WhatsApp number')).toHaveAccessibleDescription('Enter a 10-digit mobile number');
    expect(puts(fetchMock)).toHaveLength(0);
  });
});
