import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TestSeries } from '../../shared/types';
import { AppRoutes } from '../../web/src/app/AppRoutes';
import { ToastProvider } from '../../web/src/components/toast';
import { AdminTestSeriesPage } from '../../web/src/features/admin-test-series/AdminTestSeriesPage';
import { SessionProvider } from '../../web/src/lib/session';
import { jsonResponse, profileResponder, requestHeaders, stubFetch } from './helpers';

const LIST_URL = '/api/test-series/admin/all';

function fakeSeries(overrides: Partial<TestSeries> = {}): TestSeries {
  return {
    _id: 'ts1',
    title: 'GPSC Prelims Mock Series',
    description: 'Full-length prelims mocks with analysis.',
    price: 2499.5,
    category: 'gpsc',
    duration: '3 months',
    numberOfTests: 25,
    features: ['Detailed solutions', 'All-Gujarat rank', 'Gujarati and English', 'Video analysis', 'Doubt forum'],
    isActive: true,
    createdAt: '2025-01-15T10:00:00.000Z',
    ...overrides,
  };
}

const inactiveSeries = fakeSeries({
  _id: 'ts2',
  title: 'Railway NTPC Practice',
  price: 999,
  category: 'railway',
  duration: '6 months',
  numberOfTests: 1,
  features: ['Sectional tests'],
  isActive: false,
});

type Respond = (init: RequestInit | undefined) => Response;

/** Answers by 'METHOD url'; any other call fails the test. */
function stubApi(routes: Record<string, Respond>) {
  return stubFetch((url, init) => {
    const respond = routes[`${init?.method ?? 'GET'} ${url}`];
    if (!respond) throw new Error(`Unexpected call: ${init?.method ?? 'GET'} ${url}`);
    return respond(init);
  });
}

function listResponse(
  testSeries: TestSeries[],
  testCounts: Record<string, { published: number; total: number }> = {},
): Respond {
  return () => jsonResponse({ success: true, testSeries, testCounts });
}

function sentBody(init: RequestInit | undefined): unknown {
  return JSON.parse(String(init?.body));
}

function renderPage() {
  render(
    <MemoryRouter>
      <ToastProvider>
        <AdminTestSeriesPage />
      </ToastProvider>
    </MemoryRouter>,
  );
}

async function findCard(title: string) {
  return within((await screen.findByRole('heading', { name: title })).closest('article')!);
}

function calls(fetchMock: ReturnType<typeof stubApi>, method: string) {
  return fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method);
}

describe('admin test series page', () => {
  beforeEach(() => localStorage.setItem('token', 'admin-token'));

  it('lists every series as a card with its facts, features and status', async () => {
    const fetchMock = stubApi({
      [`GET ${LIST_URL}`]: listResponse([fakeSeries(), inactiveSeries], { ts1: { published: 1, total: 3 } }),
    });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Test Series Management' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Dashboard/ })).toHaveAttribute('href', '/admin');

    const card = await findCard('GPSC Prelims Mock Series');
    expect(card.getByText('Full-length prelims mocks with analysis.')).toBeInTheDocument();
    expect(card.getByText('GPSC')).toBeInTheDocument();
    // The advertised number of tests, beside the tests the series really has.
    expect(card.getByText('Tests', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '25 advertised · 3 real (1 published)',
    );
    expect(card.getByText('3 months')).toBeInTheDocument();
    expect(card.getByText('₹2,499.50')).toBeInTheDocument();
    expect(card.getByText('15 Jan 2025')).toBeInTheDocument();
    expect(card.getByText('Active')).toBeInTheDocument();
    expect(card.getByText('Gujarati and English')).toBeInTheDocument();
    expect(card.queryByText('Video analysis')).toBeNull();
    expect(card.getByText('+2 more')).toBeInTheDocument();

    const inactive = await findCard('Railway NTPC Practice');
    expect(inactive.getByText('Inactive')).toBeInTheDocument();
    expect(inactive.getByText('₹999')).toBeInTheDocument();
    expect(inactive.getByText('RAILWAY')).toBeInTheDocument();
    expect(inactive.queryByText(/more/)).toBeNull();

    expect(requestHeaders(fetchMock.mock.calls[0]?.[1]).Authorization).toBe('Bearer admin-token');
  });

  it("shows 'No test series found' with a button that opens the create form", async () => {
    stubApi({ [`GET ${LIST_URL}`]: listResponse([]) });
    renderPage();
    expect(await screen.findByText('No test series found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create First Test Series' }));
    expect(screen.getByRole('dialog', { name: 'Add Test Series' })).toBeInTheDocument();
  });

  it("shows 'Failed to load test series' and tries again", async () => {
    let failing = true;
    stubApi({
      [`GET ${LIST_URL}`]: () =>
        failing
          ? jsonResponse({ success: false, error: 'Server error' }, 500)
          : jsonResponse({ success: true, testSeries: [fakeSeries()] }),
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load test series');
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'GPSC Prelims Mock Series' })).toBeInTheDocument();
  });

  it('refreshes with the cards kept on screen', async () => {
    let listed = [fakeSeries()];
    const fetchMock = stubApi({ [`GET ${LIST_URL}`]: () => jsonResponse({ success: true, testSeries: listed }) });
    renderPage();
    await screen.findByRole('heading', { name: 'GPSC Prelims Mock Series' });
    listed = [inactiveSeries, fakeSeries()];
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(screen.getByRole('heading', { name: 'GPSC Prelims Mock Series' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Railway NTPC Practice' })).toBeInTheDocument();
    expect(calls(fetchMock, 'GET')).toHaveLength(2);
  });

  it('creates a series from the modal, with features added through the prompt', async () => {
    const user = userEvent.setup();
    const created = fakeSeries({ _id: 'ts9', title: 'UPSC Mains Answer Writing', category: 'upsc' });
    const fetchMock = stubApi({
      [`GET ${LIST_URL}`]: listResponse([inactiveSeries]),
      'POST /api/test-series': () => jsonResponse({ success: true, testSeries: created }, 201),
    });
    const prompt = vi
      .spyOn(window, 'prompt')
      .mockReturnValueOnce('  Evaluated answers  ')
      .mockReturnValueOnce('   ')
      .mockReturnValueOnce(null)
      .mockReturnValueOnce('Model answers')
      .mockReturnValueOnce('Toppers’ copies');
    renderPage();
    await screen.findByRole('heading', { name: 'Railway NTPC Practice' });

    await user.click(screen.getByRole('button', { name: 'Add Test Series' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add Test Series' }));
    await user.type(dialog.getByLabelText('Title'), 'UPSC Mains Answer Writing');
    await user.type(dialog.getByLabelText('Description'), 'Weekly answer writing with evaluation.');
    await user.type(dialog.getByLabelText('Price (₹)'), '1499.5');
    await user.type(dialog.getByLabelText('Number of Tests'), '20');
    await user.selectOptions(dialog.getByLabelText('Category'), 'upsc');
    expect(dialog.getByLabelText('Duration')).toHaveAttribute('placeholder', '3 months');
    for (let i = 0; i < 5; i++) await user.click(dialog.getByRole('button', { name: 'Add Feature' }));
    expect(prompt).toHaveBeenCalledWith('Enter feature');
    await user.click(dialog.getByRole('button', { name: 'Remove feature: Toppers’ copies' }));
    expect(dialog.getByText('Evaluated answers')).toBeInTheDocument();
    expect(dialog.getByLabelText('Active')).toBeChecked();
    await user.click(dialog.getByRole('button', { name: 'Create Test Series' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Test series created successfully!');
    const [post] = calls(fetchMock, 'POST');
    expect(sentBody(post?.[1])).toEqual({
      title: 'UPSC Mains Answer Writing',
      description: 'Weekly answer writing with evaluation.',
      price: 1499.5,
      numberOfTests: 20,
      category: 'upsc',
      duration: '3 months',
      features: ['Evaluated answers', 'Model answers'],
      isActive: true,
      featuresGu: [],
    });
    expect(requestHeaders(post?.[1]).Authorization).toBe('Bearer admin-token');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { name: 'UPSC Mains Answer Writing' })).toBeInTheDocument();
  });

  it.each([
    [{ title: '' }, 'Title', 'Title is required'],
    [{ price: '10.555' }, 'Price (₹)', 'Price can have at most two decimals'],
    [{ numberOfTests: '2.5' }, 'Number of Tests', 'Number of tests must be a whole number'],
    [{ numberOfTests: '0' }, 'Number of Tests', 'Number of tests must be at least 1'],
  ])('shows the problem under its field without calling the server (%o)', async (change, label, message) => {
    const user = userEvent.setup();
    const fetchMock = stubApi({ [`GET ${LIST_URL}`]: listResponse([]) });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add Test Series' }));
    const dialog = within(screen.getByRole('dialog'));
    const values = {
      title: 'SSC CGL Tier 1',
      description: 'Full mocks.',
      price: '499',
      numberOfTests: '10',
      ...change,
    };
    if (values.title) await user.type(dialog.getByLabelText('Title'), values.title);
    await user.type(dialog.getByLabelText('Description'), values.description);
    await user.type(dialog.getByLabelText('Price (₹)'), values.price);
    await user.type(dialog.getByLabelText('Number of Tests'), values.numberOfTests);
    await user.click(dialog.getByRole('button', { name: 'Create Test Series' }));

    expect(dialog.getByLabelText(label)).toHaveAccessibleDescription(message);
    expect(dialog.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    expect(calls(fetchMock, 'POST')).toHaveLength(0);
  });

  it("shows every required field's message at once on an empty form, each next to its field", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({ [`GET ${LIST_URL}`]: listResponse([]) });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add Test Series' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Create Test Series' }));
    for (const label of ['Title', 'Description', 'Price (₹)', 'Number of Tests']) {
      const field = dialog.getByLabelText(label);
      expect(field, label).toHaveAttribute('aria-invalid', 'true');
      expect(field, label).toHaveAccessibleDescription(/required/i);
      expect(field.nextElementSibling, label).toHaveTextContent(/required/i);
    }
    expect(dialog.getByLabelText('Duration')).not.toHaveAttribute('aria-invalid');
    expect(calls(fetchMock, 'POST')).toHaveLength(0);
  });

  it('edits a series with PUT and shows the saved values', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      [`GET ${LIST_URL}`]: listResponse([fakeSeries()]),
      'PUT /api/test-series/ts1': (init) => {
        const body = sentBody(init) as Partial<TestSeries>;
        return jsonResponse({ success: true, testSeries: fakeSeries(body) });
      },
    });
    renderPage();
    const card = await findCard('GPSC Prelims Mock Series');
    await user.click(card.getByRole('button', { name: 'Edit GPSC Prelims Mock Series' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Test Series' }));
    expect(dialog.getByLabelText('Title')).toHaveValue('GPSC Prelims Mock Series');
    expect(dialog.getByLabelText('Category')).toHaveValue('gpsc');
    await user.clear(dialog.getByLabelText('Price (₹)'));
    await user.type(dialog.getByLabelText('Price (₹)'), '1999');
    await user.click(dialog.getByLabelText('Active'));
    await user.click(dialog.getByRole('button', { name: 'Update Test Series' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Test series updated successfully!');
    expect(sentBody(calls(fetchMock, 'PUT')[0]?.[1])).toMatchObject({
      price: 1999,
      numberOfTests: 25,
      isActive: false,
      duration: '3 months',
    });
    const updated = await findCard('GPSC Prelims Mock Series');
    expect(updated.getByText('₹1,999')).toBeInTheDocument();
    expect(updated.getByText('Inactive')).toBeInTheDocument();
  });

  it('edits the Gujarati title, description and features, shown filled in', async () => {
    const user = userEvent.setup();
    const gujarati = fakeSeries({ titleGu: 'જીપીએસસી પ્રિલિમ્સ', featuresGu: ['વિગતવાર ઉકેલ'] });
    const fetchMock = stubApi({
      [`GET ${LIST_URL}`]: listResponse([gujarati]),
      'PUT /api/test-series/ts1': (init) =>
        jsonResponse({ success: true, testSeries: fakeSeries(sentBody(init) as Partial<TestSeries>) }),
    });
    const prompt = vi.spyOn(window, 'prompt').mockReturnValueOnce('ગુજરાતીમાં');
    renderPage();
    const card = await findCard('GPSC Prelims Mock Series');
    await user.click(card.getByRole('button', { name: 'Edit GPSC Prelims Mock Series' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Test Series' }));
    expect(dialog.getByLabelText('Gujarati title')).toHaveValue('જીપીએસસી પ્રિલિમ્સ');
    expect(dialog.getByText('વિગતવાર ઉકેલ')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Gujarati description'), 'સંપૂર્ણ પ્રિલિમ્સ મોક');
    await user.click(dialog.getByRole('button', { name: 'Add Gujarati Feature' }));
    expect(prompt).toHaveBeenCalledWith('Enter Gujarati feature');
    await user.click(dialog.getByRole('button', { name: 'Update Test Series' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Test series updated successfully!');
    expect(sentBody(calls(fetchMock, 'PUT')[0]?.[1])).toMatchObject({
      titleGu: 'જીપીએસસી પ્રિલિમ્સ',
      descriptionGu: 'સંપૂર્ણ પ્રિલિમ્સ મોક',
      featuresGu: ['વિગતવાર ઉકેલ', 'ગુજરાતીમાં'],
      features: gujarati.features,
    });
  });

  it('links each series to its tests', async () => {
    stubApi({ [`GET ${LIST_URL}`]: listResponse([fakeSeries(), inactiveSeries]) });
    renderPage();
    const card = await findCard('Railway NTPC Practice');
    expect(card.getByRole('link', { name: 'Manage tests of Railway NTPC Practice' })).toHaveAttribute(
      'href',
      '/admin/test-series/ts2',
    );
  });

  it('deletes a series only after the confirmation', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      [`GET ${LIST_URL}`]: listResponse([fakeSeries(), inactiveSeries]),
      'DELETE /api/test-series/ts1': () => jsonResponse({ success: true }),
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderPage();
    const card = await findCard('GPSC Prelims Mock Series');

    await user.click(card.getByRole('button', { name: 'Delete GPSC Prelims Mock Series' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this test series?');
    expect(calls(fetchMock, 'DELETE')).toHaveLength(0);

    await user.click(card.getByRole('button', { name: 'Delete GPSC Prelims Mock Series' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Test series deleted successfully!');
    expect(calls(fetchMock, 'DELETE')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'GPSC Prelims Mock Series' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Railway NTPC Practice' })).toBeInTheDocument();
  });

  describe('failures', () => {
    it("shows the server's error when creating fails and keeps the form open", async () => {
      const user = userEvent.setup();
      stubApi({
        [`GET ${LIST_URL}`]: listResponse([]),
        'POST /api/test-series': () =>
          jsonResponse({ success: false, error: 'A test series with this title already exists' }, 409),
      });
      renderPage();
      await user.click(await screen.findByRole('button', { name: 'Add Test Series' }));
      const dialog = within(screen.getByRole('dialog'));
      await user.type(dialog.getByLabelText('Title'), 'SSC CGL Tier 1');
      await user.type(dialog.getByLabelText('Description'), 'Full mocks.');
      await user.type(dialog.getByLabelText('Price (₹)'), '499');
      await user.type(dialog.getByLabelText('Number of Tests'), '10');
      await user.click(dialog.getByRole('button', { name: 'Create Test Series' }));

      expect(await screen.findByRole('alert')).toHaveTextContent('A test series with this title already exists');
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      expect(dialog.getByRole('button', { name: 'Create Test Series' })).toBeEnabled();
      expect(screen.getByText('No test series found')).toBeInTheDocument();
    });

    it("falls back to 'Failed to update test series' without a server error", async () => {
      const user = userEvent.setup();
      stubApi({
        [`GET ${LIST_URL}`]: listResponse([fakeSeries()]),
        'PUT /api/test-series/ts1': () => new Response('Bad gateway', { status: 502 }),
      });
      renderPage();
      const card = await findCard('GPSC Prelims Mock Series');
      await user.click(card.getByRole('button', { name: 'Edit GPSC Prelims Mock Series' }));
      await user.click(screen.getByRole('button', { name: 'Update Test Series' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update test series');
    });

    it.each([
      [jsonResponse({ success: false, error: 'Test series not found' }, 404), 'Test series not found'],
      [jsonResponse({ success: false }, 500), 'Failed to delete test series'],
    ])('reports a failed delete', async (response, message) => {
      vi.spyOn(window, 'confirm').mockReturnValue(true);
      stubApi({ [`GET ${LIST_URL}`]: listResponse([fakeSeries()]), 'DELETE /api/test-series/ts1': () => response });
      renderPage();
      const card = await findCard('GPSC Prelims Mock Series');
      await userEvent.click(card.getByRole('button', { name: 'Delete GPSC Prelims Mock Series' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(card.getByRole('button', { name: 'Delete GPSC Prelims Mock Series' })).toBeEnabled();
    });
  });
});

describe('route /admin/test-series', () => {
  function renderRoute(role: 'student' | 'admin') {
    const profile = profileResponder(role);
    stubFetch((url) =>
      url === LIST_URL
        ? jsonResponse({ success: true, testSeries: [fakeSeries()] })
        : url === '/api/courses' || url === '/api/homepage-ads/public/active'
          ? jsonResponse({ success: true, courses: [], ads: [] })
          : profile(url),
    );
    render(
      <SessionProvider>
        <MemoryRouter initialEntries={['/admin/test-series']}>
          <AppRoutes />
        </MemoryRouter>
      </SessionProvider>,
    );
  }

  it('shows the page to an admin', async () => {
    renderRoute('admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Test Series Management' })).toBeInTheDocument();
  });

  it('sends a student to the home page', async () => {
    renderRoute('student');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gyanpath Academy' })).toBeInTheDocument();
  });
});
