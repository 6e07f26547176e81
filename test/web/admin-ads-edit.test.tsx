import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoredHomepageAd } from '../../shared/types';
import { ToastProvider } from '../../web/src/components/toast';
import { AdminAdsPage } from '../../web/src/features/admin-homepage-ads/AdminAdsPage';
import { jsonResponse, stubFetch } from './helpers';

const ADS_URL = '/api/admin/homepage-ads';
const UPLOADS_URL = '/api/admin/homepage-ads/image-uploads';
const PRESIGNED_URL = 'https://media.example.com/public/ads/01JH0000000000000000000001.png?X-Amz-Signature=abc';
const NEW_KEY = 'public/ads/01JH0000000000000000000001.png';

const ad: StoredHomepageAd = {
  _id: 'ad1',
  title: 'New GPSC batch',
  description: 'Admissions open for the June batch.',
  imageUrl: '/public/ads/gpsc.png',
  redirectUrl: '/gpsc',
  isActive: true,
  createdAt: '2025-02-03T09:30:00.000Z',
};

type Respond = (init: RequestInit | undefined) => Response | Promise<Response>;

function stubApi(routes: Record<string, Respond>) {
  return stubFetch((url, init) => {
    const respond = routes[`${init?.method ?? 'GET'} ${url}`];
    if (!respond) throw new Error(`Unexpected call: ${init?.method ?? 'GET'} ${url}`);
    return respond(init);
  });
}

const sentBody = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;

function renderPage() {
  render(
    <MemoryRouter>
      <ToastProvider>
        <AdminAdsPage />
      </ToastProvider>
    </MemoryRouter>,
  );
}

async function openEdit(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Edit New GPSC batch' }));
  return within(screen.getByRole('dialog', { name: 'Edit Ad' }));
}

describe('editing a homepage ad', () => {
  beforeEach(() => {
    localStorage.setItem('token', 'admin-token');
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });

  it('starts from the ad as it is and saves new texts, a new link and Gujarati texts, keeping the image', async () => {
    const user = userEvent.setup();
    const saved = {
      ...ad,
      title: 'GPSC June batch',
      redirectUrl: 'https://example.com/june',
      titleGu: 'GPSC જૂન બેચ',
      descriptionGu: 'પ્રવેશ શરૂ',
    };
    const fetchMock = stubApi({
      [`GET ${ADS_URL}`]: () => jsonResponse({ success: true, ads: [ad] }),
      [`PUT ${ADS_URL}/ad1`]: () => jsonResponse({ success: true, ad: saved }),
    });
    renderPage();
    const dialog = await openEdit(user);
    expect(dialog.getByLabelText('Title')).toHaveValue('New GPSC batch');
    expect(dialog.getByLabelText('Description (optional)')).toHaveValue('Admissions open for the June batch.');
    expect(dialog.getByLabelText('Redirect URL')).toHaveValue('/gpsc');
    expect(dialog.getByLabelText('Gujarati title')).toHaveValue('');
    expect(dialog.getByRole('img', { name: 'Current image' })).toHaveAttribute('src', '/public/ads/gpsc.png');

    await user.clear(dialog.getByLabelText('Title'));
    await user.type(dialog.getByLabelText('Title'), 'GPSC June batch');
    await user.clear(dialog.getByLabelText('Redirect URL'));
    await user.type(dialog.getByLabelText('Redirect URL'), 'https://example.com/june');
    await user.type(dialog.getByLabelText('Gujarati title'), 'GPSC જૂન બેચ');
    await user.type(dialog.getByLabelText('Gujarati description'), 'પ્રવેશ શરૂ');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Ad updated successfully!')).toBeInTheDocument();
    expect(sentBody(fetchMock.mock.calls[1]?.[1])).toEqual({
      title: 'GPSC June batch',
      description: 'Admissions open for the June batch.',
      redirectUrl: 'https://example.com/june',
      titleGu: 'GPSC જૂન બેચ',
      descriptionGu: 'પ્રવેશ શરૂ',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    const card = within(screen.getByRole('heading', { name: 'GPSC June batch' }).closest('article')!);
    expect(card.getByText('https://example.com/june')).toBeInTheDocument();
    expect(card.getByText('GPSC જૂન બેચ')).toBeInTheDocument();
  });

  it('uploads a newly chosen image first and sends its key with the edit', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      [`GET ${ADS_URL}`]: () => jsonResponse({ success: true, ads: [ad] }),
      [`POST ${UPLOADS_URL}`]: () =>
        jsonResponse({ success: true, uploadUrl: PRESIGNED_URL, imageKey: NEW_KEY, imageUrl: `/${NEW_KEY}` }),
      [`PUT ${PRESIGNED_URL}`]: () => new Response(null, { status: 200 }),
      [`PUT ${ADS_URL}/ad1`]: () => jsonResponse({ success: true, ad: { ...ad, imageUrl: `/${NEW_KEY}` } }),
    });
    renderPage();
    const dialog = await openEdit(user);
    const image = new File([new Uint8Array(1024)], 'june.png', { type: 'image/png' });
    await user.upload(dialog.getByLabelText('Replace image (optional)'), image);
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Ad updated successfully!')).toBeInTheDocument();
    const calls = fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);
    expect(calls).toEqual([`GET ${ADS_URL}`, `POST ${UPLOADS_URL}`, `PUT ${PRESIGNED_URL}`, `PUT ${ADS_URL}/ad1`]);
    expect(sentBody(fetchMock.mock.calls[3]?.[1])).toMatchObject({ imageKey: NEW_KEY, title: 'New GPSC batch' });
    expect(screen.getByRole('img', { name: 'New GPSC batch' })).toHaveAttribute('src', `/${NEW_KEY}`);
  });

  it('checks the form before sending and keeps the dialog open with the reason when the server refuses', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      [`GET ${ADS_URL}`]: () => jsonResponse({ success: true, ads: [ad] }),
      [`PUT ${ADS_URL}/ad1`]: () => jsonResponse({ success: false, error: 'Ad not found', code: 'ad_not_found' }, 404),
    });
    renderPage();
    const dialog = await openEdit(user);
    await user.clear(dialog.getByLabelText('Title'));
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Title is required');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.type(dialog.getByLabelText('Title'), 'Changed');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ad not found');
    expect(screen.getByRole('dialog', { name: 'Edit Ad' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'New GPSC batch' })).toBeInTheDocument();
  });
});
