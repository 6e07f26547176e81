import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AD_IMAGE_MAX_BYTES } from '../../shared/schemas';
import type { StoredHomepageAd } from '../../shared/types';
import { AppRoutes } from '../../web/src/app/AppRoutes';
import { ToastProvider } from '../../web/src/components/toast';
import { AdminAdsPage } from '../../web/src/features/admin-homepage-ads/AdminAdsPage';
import { SessionProvider } from '../../web/src/lib/session';
import { jsonResponse, profileResponder, requestHeaders, stubFetch } from './helpers';

const ADS_URL = '/api/admin/homepage-ads';
const UPLOADS_URL = '/api/admin/homepage-ads/image-uploads';
const PRESIGNED_URL = 'https://media.example.com/public/ads/01JH0000000000000000000000.png?X-Amz-Signature=abc';
const IMAGE_KEY = 'public/ads/01JH0000000000000000000000.png';

function fakeAd(overrides: Partial<StoredHomepageAd> = {}): StoredHomepageAd {
  return {
    _id: 'ad1',
    title: 'New GPSC batch',
    description: 'Admissions open for the June batch.',
    imageUrl: '/media/public/ads/gpsc.png',
    redirectUrl: '/gpsc',
    isActive: true,
    createdAt: '2025-02-03T09:30:00.000Z',
    ...overrides,
  };
}

const inactiveAd = fakeAd({
  _id: 'ad2',
  title: 'UPSC mock test',
  description: undefined,
  imageUrl: '/media/public/ads/upsc.png',
  redirectUrl: 'https://example.com/upsc-mock',
  isActive: false,
});

type Respond = (init: RequestInit | undefined) => Response | Promise<Response>;

/** Answers by 'METHOD url'; any other call fails the test. */
function stubApi(routes: Record<string, Respond>) {
  return stubFetch((url, init) => {
    const respond = routes[`${init?.method ?? 'GET'} ${url}`];
    if (!respond) throw new Error(`Unexpected call: ${init?.method ?? 'GET'} ${url}`);
    return respond(init);
  });
}

function listResponse(ads: StoredHomepageAd[]): Respond {
  return () => jsonResponse({ success: true, ads });
}

function sentBody(init: RequestInit | undefined): unknown {
  return JSON.parse(String(init?.body));
}

function pngFile(size = 2048, name = 'banner.png') {
  return new File([new Uint8Array(size)], name, { type: 'image/png' });
}

function renderPage() {
  render(
    <MemoryRouter>
      <ToastProvider>
        <AdminAdsPage />
      </ToastProvider>
    </MemoryRouter>,
  );
}

async function findAd(title: string) {
  return within((await screen.findByRole('heading', { name: title })).closest('article')!);
}

/** Opens New Ad and fills it in; `image: null` leaves the file out. */
async function fillNewAd(
  user: ReturnType<typeof userEvent.setup>,
  { image = pngFile() as File | null, redirectUrl = '/gpsc' } = {},
) {
  await user.click(await screen.findByRole('button', { name: 'New Ad' }));
  const dialog = within(screen.getByRole('dialog', { name: 'New Ad' }));
  await user.type(dialog.getByLabelText('Title'), 'Talati crash course');
  await user.type(dialog.getByLabelText('Description (optional)'), '  Starts 1 July.  ');
  await user.type(dialog.getByLabelText('Redirect URL'), redirectUrl);
  if (image) await user.upload(dialog.getByLabelText('Image'), image);
  return dialog;
}

const createdAd = fakeAd({
  _id: 'ad9',
  title: 'Talati crash course',
  description: 'Starts 1 July.',
  imageUrl: '/media/public/ads/talati.png',
});

describe('admin homepage ads page', () => {
  beforeEach(() => {
    localStorage.setItem('token', 'admin-token');
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });

  it('lists every ad with its image, texts, status and date', async () => {
    const fetchMock = stubApi({ [`GET ${ADS_URL}`]: listResponse([fakeAd(), inactiveAd]) });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Homepage Ads' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Dashboard/ })).toHaveAttribute('href', '/admin');

    const ad = await findAd('New GPSC batch');
    expect(ad.getByRole('img', { name: 'New GPSC batch' })).toHaveAttribute('src', '/media/public/ads/gpsc.png');
    expect(ad.getByText('Admissions open for the June batch.')).toBeInTheDocument();
    expect(ad.getByText('/gpsc')).toBeInTheDocument();
    expect(ad.getByText('3 Feb 2025')).toBeInTheDocument();
    expect(ad.getByText('Active', { selector: '.status-badge' })).toBeInTheDocument();
    expect(ad.getByRole('switch', { name: 'Active' })).toBeChecked();

    const other = await findAd('UPSC mock test');
    expect(other.getByText('https://example.com/upsc-mock')).toBeInTheDocument();
    expect(other.getByText('Inactive')).toBeInTheDocument();
    expect(other.getByRole('switch', { name: 'Active' })).not.toBeChecked();

    expect(requestHeaders(fetchMock.mock.calls[0]?.[1]).Authorization).toBe('Bearer admin-token');
  });

  it("shows 'No homepage ads yet' with a button that opens New Ad", async () => {
    stubApi({ [`GET ${ADS_URL}`]: listResponse([]) });
    renderPage();
    expect(await screen.findByText('No homepage ads yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create First Ad' }));
    expect(screen.getByRole('dialog', { name: 'New Ad' })).toBeInTheDocument();
  });

  it("shows 'Failed to load ads' and tries again", async () => {
    let failing = true;
    stubApi({
      [`GET ${ADS_URL}`]: () =>
        failing
          ? jsonResponse({ success: false, error: 'Forbidden' }, 403)
          : jsonResponse({ success: true, ads: [fakeAd()] }),
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load ads');
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'New GPSC batch' })).toBeInTheDocument();
  });

  it('switches an ad on with PUT …/active', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      [`GET ${ADS_URL}`]: listResponse([fakeAd(), inactiveAd]),
      [`PUT ${ADS_URL}/ad2/active`]: () => jsonResponse({ success: true, ad: { ...inactiveAd, isActive: true } }),
    });
    renderPage();
    const ad = await findAd('UPSC mock test');
    await user.click(ad.getByRole('switch', { name: 'Active' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Ad updated successfully!');
    expect(sentBody(fetchMock.mock.calls[1]?.[1])).toEqual({ isActive: true });
    expect(ad.getByRole('switch', { name: 'Active' })).toBeChecked();
    expect(ad.getByText('Active', { selector: '.status-badge' })).toBeInTheDocument();
  });

  it.each([
    [jsonResponse({ success: false, error: 'Ad not found' }, 404), 'Ad not found'],
    [new Response(null, { status: 500 }), 'Failed to update ad'],
  ])('reports a failed switch and keeps the old state', async (response, message) => {
    stubApi({ [`GET ${ADS_URL}`]: listResponse([fakeAd()]), [`PUT ${ADS_URL}/ad1/active`]: () => response });
    renderPage();
    const ad = await findAd('New GPSC batch');
    await userEvent.click(ad.getByRole('switch', { name: 'Active' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(ad.getByRole('switch', { name: 'Active' })).toBeChecked();
  });

  it('deletes an ad only after the confirmation', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      [`GET ${ADS_URL}`]: listResponse([fakeAd(), inactiveAd]),
      [`DELETE ${ADS_URL}/ad1`]: () => jsonResponse({ success: true }),
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderPage();
    const ad = await findAd('New GPSC batch');

    await user.click(ad.getByRole('button', { name: 'Delete New GPSC batch' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this ad?');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.click(ad.getByRole('button', { name: 'Delete New GPSC batch' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Ad deleted successfully!');
    expect(screen.queryByRole('heading', { name: 'New GPSC batch' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'UPSC mock test' })).toBeInTheDocument();
  });

  it("falls back to 'Failed to delete ad' without a server error", async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    stubApi({
      [`GET ${ADS_URL}`]: listResponse([fakeAd()]),
      [`DELETE ${ADS_URL}/ad1`]: () => new Response('oops', { status: 500 }),
    });
    renderPage();
    const ad = await findAd('New GPSC batch');
    await userEvent.click(ad.getByRole('button', { name: 'Delete New GPSC batch' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete ad');
    expect(screen.getByRole('heading', { name: 'New GPSC batch' })).toBeInTheDocument();
  });

  it('creates an ad: upload URL, PUT of the file to the presigned URL, then the ad with its image key', async () => {
    const user = userEvent.setup();
    let finishUpload: (response: Response) => void = () => {};
    const fetchMock = stubApi({
      [`GET ${ADS_URL}`]: listResponse([fakeAd()]),
      [`POST ${UPLOADS_URL}`]: () =>
        jsonResponse({ success: true, uploadUrl: PRESIGNED_URL, imageKey: IMAGE_KEY, imageUrl: '/media/x.png' }),
      [`PUT ${PRESIGNED_URL}`]: () => new Promise<Response>((resolve) => (finishUpload = resolve)),
      [`POST ${ADS_URL}`]: () => jsonResponse({ success: true, ad: createdAd }, 201),
    });
    renderPage();
    const image = pngFile(4096);
    const dialog = await fillNewAd(user, { image });
    expect(dialog.getByRole('img', { name: 'Preview of the chosen image' })).toHaveAttribute('src', 'blob:preview');
    expect(dialog.getByLabelText('Active')).toBeChecked();
    await user.click(dialog.getByRole('button', { name: 'Create Ad' }));

    expect(await dialog.findByText('Uploading image...')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Create Ad' })).toBeDisabled();
    finishUpload(new Response(null, { status: 200 }));
    expect(await screen.findByText('Ad created successfully!')).toBeInTheDocument();

    const [, uploadRequest, put, post] = fetchMock.mock.calls;
    expect(uploadRequest?.[0]).toBe(UPLOADS_URL);
    expect(sentBody(uploadRequest?.[1])).toEqual({ contentType: 'image/png', size: 4096 });
    expect(put?.[0]).toBe(PRESIGNED_URL);
    expect(put?.[1]?.body).toBe(image);
    expect(requestHeaders(put?.[1])).toEqual({ 'content-type': 'image/png' });
    expect(post?.[0]).toBe(ADS_URL);
    expect(sentBody(post?.[1])).toEqual({
      title: 'Talati crash course',
      description: 'Starts 1 July.',
      imageKey: IMAGE_KEY,
      redirectUrl: '/gpsc',
      isActive: true,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Talati crash course' })).toBeInTheDocument();
  });

  it('refuses an image over 5 MB at once, without any call', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({ [`GET ${ADS_URL}`]: listResponse([]) });
    renderPage();
    const dialog = await fillNewAd(user, { image: pngFile(AD_IMAGE_MAX_BYTES + 1, 'huge.png') });

    expect(dialog.getByRole('alert')).toHaveTextContent('The image must be at most 5 MB');
    expect((dialog.getByLabelText('Image') as HTMLInputElement).value).toBe('');
    expect(dialog.queryByRole('img')).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Create Ad' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Image is required');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('checks the redirect URL before uploading anything', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({ [`GET ${ADS_URL}`]: listResponse([]) });
    renderPage();
    const dialog = await fillNewAd(user, { redirectUrl: 'javascript:alert(1)' });
    await user.click(dialog.getByRole('button', { name: 'Create Ad' }));
    expect(dialog.getByRole('alert')).toHaveTextContent(
      'Redirect URL must be a site path such as /gpsc or an https:// address',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  describe('a failed create leaves nothing behind', () => {
    const uploadGranted = () =>
      jsonResponse({ success: true, uploadUrl: PRESIGNED_URL, imageKey: IMAGE_KEY, imageUrl: '/media/x.png' });

    it.each<[string, Record<string, Respond>, string]>([
      [
        'the upload URL is refused',
        { [`POST ${UPLOADS_URL}`]: () => jsonResponse({ success: false, error: 'Image uploads are paused' }, 503) },
        'Image uploads are paused',
      ],
      [
        'the storage refuses the file',
        {
          [`POST ${UPLOADS_URL}`]: uploadGranted,
          [`PUT ${PRESIGNED_URL}`]: () => new Response('<Error/>', { status: 403 }),
        },
        'Failed to create ad',
      ],
      [
        'the ad is refused',
        {
          [`POST ${UPLOADS_URL}`]: uploadGranted,
          [`PUT ${PRESIGNED_URL}`]: () => new Response(null, { status: 200 }),
          [`POST ${ADS_URL}`]: () => jsonResponse({ success: false, error: 'Upload an image first' }, 400),
        },
        'Upload an image first',
      ],
    ])('when %s', async (_, routes, message) => {
      const user = userEvent.setup();
      stubApi({ [`GET ${ADS_URL}`]: listResponse([fakeAd()]), ...routes });
      renderPage();
      const dialog = await fillNewAd(user);
      await user.click(dialog.getByRole('button', { name: 'Create Ad' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(screen.queryByRole('heading', { name: 'Talati crash course' })).toBeNull();
      expect(screen.getAllByRole('article')).toHaveLength(1);
      expect(dialog.queryByText('Uploading image...')).toBeNull();
      expect(dialog.getByRole('button', { name: 'Create Ad' })).toBeEnabled();
    });
  });
});

describe('route /admin/homepage-ads', () => {
  function renderRoute(role: 'student' | 'admin') {
    const profile = profileResponder(role);
    stubFetch((url) =>
      url === ADS_URL
        ? jsonResponse({ success: true, ads: [fakeAd()] })
        : url === '/api/courses' || url === '/api/homepage-ads/public/active'
          ? jsonResponse({ success: true, courses: [], ads: [] })
          : profile(url),
    );
    render(
      <SessionProvider>
        <MemoryRouter initialEntries={['/admin/homepage-ads']}>
          <AppRoutes />
        </MemoryRouter>
      </SessionProvider>,
    );
  }

  it('shows the page to an admin', async () => {
    renderRoute('admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Homepage Ads' })).toBeInTheDocument();
  });

  it('sends a student to the home page', async () => {
    renderRoute('student');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gyanpath Academy' })).toBeInTheDocument();
  });
});
