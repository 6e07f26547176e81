import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HomePage } from '../../web/src/app/routes/HomePage';
import { fakeCourse, jsonResponse, stubFetch } from './helpers';

const ADS_URL = '/api/homepage-ads/public/active';

const ads = [
  {
    _id: 'ad1',
    title: 'New GPSC batch starts 1 December',
    description: 'Morning and evening batches at our Ahmedabad centre.',
    imageUrl: '/ads/gpsc-batch.svg',
    redirectUrl: '/gpsc',
  },
  {
    _id: 'ad2',
    title: 'Scholarship test',
    imageUrl: '/ads/upsc-mock.svg',
    redirectUrl: 'https://example.com/scholarship',
  },
];

function renderHome(adsResponse: () => Response | Promise<Response> = () => jsonResponse({ success: true, ads })) {
  const fetchMock = stubFetch((url) =>
    url === ADS_URL ? adsResponse() : jsonResponse({ success: true, courses: [fakeCourse()] }),
  );
  const view = render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );
  return { fetchMock, ...view };
}

const announcements = () => screen.findByRole('region', { name: 'Announcements' });

describe('home page', () => {
  beforeEach(() => {
    sessionStorage.clear();
  });

  it('shows the active ads as cards linking to their targets', async () => {
    const { fetchMock } = renderHome();
    const section = await announcements();
    expect(fetchMock).toHaveBeenCalledWith(ADS_URL, expect.objectContaining({ method: 'GET' }));

    const [first, second] = within(section).getAllByRole('article');
    expect(within(first!).getByRole('img', { name: 'New GPSC batch starts 1 December' })).toHaveAttribute(
      'src',
      '/ads/gpsc-batch.svg',
    );
    expect(within(first!).getByRole('link', { name: 'New GPSC batch starts 1 December' })).toHaveAttribute(
      'href',
      '/gpsc',
    );
    expect(first).toHaveTextContent('Morning and evening batches at our Ahmedabad centre.');

    const external = within(second!).getByRole('link', { name: /Scholarship test/ });
    expect(external).toHaveAttribute('href', 'https://example.com/scholarship');
    expect(external).toHaveAttribute('rel', 'noopener');
    expect(external).toHaveAttribute('target', '_blank');
  });

  it('does not link an ad whose target is not a web address', async () => {
    renderHome(() => jsonResponse({ success: true, ads: [{ ...ads[0]!, redirectUrl: 'javascript:alert(1)' }] }));
    const section = await announcements();
    expect(within(section).getByRole('heading', { name: 'New GPSC batch starts 1 December' })).toBeInTheDocument();
    expect(within(section).queryByRole('link')).not.toBeInTheDocument();
  });

  it('only logs a failure to load the ads, and still shows the page', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderHome(() => jsonResponse({ success: false, error: 'Internal error' }, 500));
    expect(await screen.findByRole('article')).toHaveTextContent('GPSC Class 1-2');
    expect(consoleError).toHaveBeenCalledWith('Could not load homepage ads', expect.anything());
    expect(screen.getByRole('heading', { level: 1, name: 'Gyanpath Academy' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Featured Programs' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Announcements' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('presents the first ad once per browser session', async () => {
    const { unmount } = renderHome();
    const announcement = await screen.findByRole('region', { name: 'New GPSC batch starts 1 December' });
    expect(within(announcement).getByRole('link', { name: 'New GPSC batch starts 1 December' })).toHaveAttribute(
      'href',
      '/gpsc',
    );
    await waitFor(() => expect(sessionStorage.getItem('adShown')).toBe('true'));
    unmount();

    renderHome();
    await announcements();
    expect(screen.queryByRole('button', { name: 'Dismiss announcement' })).not.toBeInTheDocument();
  });

  it('lets the visitor dismiss the first-visit ad', async () => {
    renderHome();
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss announcement' }));
    expect(screen.queryByRole('region', { name: 'New GPSC batch starts 1 December' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Announcements' })).toBeInTheDocument();
  });

  it('shows no first-visit ad and no ad section when there are no active ads', async () => {
    renderHome(() => jsonResponse({ success: true, ads: [] }));
    await screen.findByRole('article');
    expect(screen.queryByRole('region', { name: 'Announcements' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dismiss announcement' })).not.toBeInTheDocument();
    expect(sessionStorage.getItem('adShown')).toBeNull();
  });

  it('puts the announcements before Our Courses, as the spec lists them, and shows neither until the ads have answered', async () => {
    let answerAds: (response: Response) => void = () => {};
    renderHome(() => new Promise<Response>((resolve) => (answerAds = resolve)));
    expect(await screen.findByText('Loading courses...')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Our Courses' })).toBeNull();
    answerAds(jsonResponse({ success: true, ads }));
    const courses = await screen.findByRole('region', { name: 'Our Courses' });
    const ordered = (await announcements()).compareDocumentPosition(courses) & Node.DOCUMENT_POSITION_FOLLOWING;
    expect(ordered).toBeTruthy();
  });

  it('shows the course grid and the three service cards', async () => {
    renderHome();
    const courses = await screen.findByRole('region', { name: 'Our Courses' });
    expect(await within(courses).findByRole('heading', { level: 3, name: 'GPSC Class 1-2' })).toBeInTheDocument();

    const services = screen.getByRole('region', { name: 'Our Services' });
    expect(within(services).getByRole('link', { name: 'GPSC Training' })).toHaveAttribute('href', '/gpsc');
    expect(within(services).getByRole('link', { name: 'UPSC Preparation' })).toHaveAttribute('href', '/upsc');
    expect(within(services).getByRole('link', { name: 'Mock Tests' })).toHaveAttribute('href', '/testSeries');
  });
});
