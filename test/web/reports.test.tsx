import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { ReportPayment, ReportPaymentsPage, ReportStats } from '../../shared/admin-types';
import { ReportsPage } from '../../web/src/features/reports/ReportsPage';
import { deferred } from './admin-courses-helpers';
import { jsonResponse, requestHeaders, stubFetch } from './helpers';

const stats: ReportStats = {
  totalStudents: 1402,
  totalAmount: 1234567.5,
  grossAmount: 1240567.5,
  refundedAmount: 6000,
  courseStats: [
    { course: 'GPSC Class 1-2', students: 30, amount: 1000000 },
    { course: 'UPSC Prelims + Mains', students: 10, amount: 234567.5 },
  ],
};

const payment = (n: number): ReportPayment => ({
  _id: `p${n}`,
  name: `Payer ${n}`,
  mobile: `98765432${String(n).padStart(2, '0')}`,
  course: 'GPSC Class 1-2',
  amount: 10242,
  paymentDate: '2026-11-20T10:00:00.000Z',
  method: n % 2 ? 'upi' : 'card',
});

/** Three pages of payments; each page's cursors name the page they lead to. */
function paymentsPage(page: number): ReportPaymentsPage {
  return {
    payments:
      page === 3 ? [payment(21)] : Array.from({ length: 10 }, (_, index) => payment((page - 1) * 10 + index + 1)),
    currentPage: page,
    totalPages: 3,
    ...(page < 3 ? { nextCursor: `to${page + 1}` } : {}),
    ...(page > 1 ? { prevCursor: `to${page - 1}` } : {}),
  };
}

type Respond = (url: string) => Response | Promise<Response> | undefined;

function renderReports(respond: Respond = () => undefined) {
  localStorage.setItem('token', 'admin-token');
  const fetchMock = stubFetch(async (url) => {
    const answer = await respond(url);
    if (answer) return answer;
    if (url === '/api/stats') return jsonResponse({ success: true, ...stats });
    const paging = /^\/api\/payments\?page=(\d+)&limit=10/.exec(url);
    if (paging) return jsonResponse({ success: true, ...paymentsPage(Number(paging[1])) });
    return jsonResponse({ success: false, error: `Unexpected ${url}` }, 404);
  });
  render(
    <MemoryRouter>
      <ReportsPage />
    </MemoryRouter>,
  );
  return fetchMock;
}

const statValue = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const payerNames = () =>
  within(screen.getByRole('region', { name: 'Recent Payments' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
const tableRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('reports page', () => {
  it('shows the overall figures from /api/stats with the bearer token, amounts in rupees with Indian grouping', async () => {
    const fetchMock = renderReports();
    expect(screen.getByRole('heading', { level: 1, name: 'Reports & Analytics' })).toBeInTheDocument();
    await screen.findByText('Total Amount');
    expect(statValue('Total Students')).toBe('1,402');
    expect(statValue('Total Amount')).toBe('₹12,34,567.50');
    expect(statValue('Gross Received')).toBe('₹12,40,567.50');
    expect(statValue('Refunded')).toBe('₹6,000');
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/stats');
    expect(requestHeaders(call?.[1]).Authorization).toBe('Bearer admin-token');
  });

  it('has a pie chart of students by course and a bar chart of amount per course, each with a table of the same numbers', async () => {
    renderReports();
    const pie = await screen.findByRole('region', { name: 'Students by Course' });
    const bar = screen.getByRole('region', { name: 'Amount per Course' });
    expect(tableRows(within(pie).getByRole('table', { name: 'Students by course' }))).toEqual([
      ['GPSC Class 1-2', '30', '75%'],
      ['UPSC Prelims + Mains', '10', '25%'],
    ]);
    expect(tableRows(within(bar).getByRole('table', { name: 'Amount per course' }))).toEqual([
      ['GPSC Class 1-2', '₹10,00,000'],
      ['UPSC Prelims + Mains', '₹2,34,567.50'],
    ]);
    // The drawings are for the eye; screen readers get the tables.
    for (const region of [pie, bar])
      expect(region.querySelector('.reports-chart-canvas')).toHaveAttribute('aria-hidden', 'true');
    await waitFor(() => expect(pie.querySelector('.recharts-wrapper')).not.toBeNull());
    await waitFor(() => expect(bar.querySelector('.recharts-wrapper')).not.toBeNull());
  });

  it("labels a test series among the courses 'Test series'", async () => {
    const courseStats = [
      ...stats.courseStats,
      { course: 'GPSC Prelims Mock Series', students: 4, amount: 9996, product: 'test-series' as const },
    ];
    renderReports((url) => (url === '/api/stats' ? jsonResponse({ success: true, ...stats, courseStats }) : undefined));
    const pie = await screen.findByRole('region', { name: 'Students by Course' });
    const rows = tableRows(within(pie).getByRole('table', { name: 'Students by course' }));
    expect(rows.map((row) => row[0])).toEqual([
      'GPSC Class 1-2',
      'UPSC Prelims + Mains',
      'GPSC Prelims Mock SeriesTest series',
    ]);
    const bar = screen.getByRole('region', { name: 'Amount per Course' });
    expect(within(within(bar).getByRole('table', { name: 'Amount per course' })).getByText('Test series')).toHaveClass(
      'product-tag',
    );
  });

  it('says what each money figure covers, and tells a card programme from a catalogue course of a similar title', async () => {
    const courseStats = [
      { course: 'GPSC Class 1-2 Complete Course', students: 30, amount: 6000 },
      { course: 'GPSC Class 1-2', students: 8, amount: 83615, programme: 'gpsc' as const },
    ];
    renderReports((url) =>
      url === '/api/stats' ? jsonResponse({ success: true, ...stats, totalAmount: 89615, courseStats }) : undefined,
    );
    await screen.findByText('Total Amount');
    const note = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).parentElement!.querySelector('.stat-card-note')?.textContent;
    expect(note('Total Amount')).toBe(
      'Everything received, less refunds: video courses, the GPSC/UPSC card programmes and test series',
    );
    expect(note('Gross Received')).toBe('Everything received, before refunds');
    expect(note('Refunded')).toBe('Given back to payers');
    const bar = screen.getByRole('region', { name: 'Amount per Course' });
    expect(bar).toHaveAccessibleDescription(
      'Each video course, card programme and test series: what it received, less refunds. Together they make the Total Amount.',
    );
    expect(tableRows(within(bar).getByRole('table', { name: 'Amount per course' }))).toEqual([
      ['GPSC Class 1-2 Complete Course', '₹6,000'],
      ['GPSC Class 1-2Card programme /gpsc', '₹83,615'],
    ]);
    const pie = screen.getByRole('region', { name: 'Students by Course' });
    expect(tableRows(within(pie).getByRole('table', { name: 'Students by course' })).map((row) => row[0])).toEqual([
      'GPSC Class 1-2 Complete Course',
      'GPSC Class 1-2Card programme /gpsc',
    ]);
  });

  it('keeps each table visually hidden until Show table, which shows it; Hide table hides it again', async () => {
    renderReports();
    const pie = await screen.findByRole('region', { name: 'Students by Course' });
    const table = within(pie).getByRole('table');
    expect(table.parentElement).toHaveClass('visually-hidden');
    await userEvent.click(within(pie).getByRole('button', { name: 'Show table of Students by Course' }));
    expect(table.parentElement).not.toHaveClass('visually-hidden');
    await userEvent.click(within(pie).getByRole('button', { name: 'Hide table of Students by Course' }));
    expect(table.parentElement).toHaveClass('visually-hidden');
  });

  it('colours the courses with six fixed colours, the seventh taking the first again', async () => {
    const courseStats = Array.from({ length: 7 }, (_, index) => ({
      course: `Course ${index + 1}`,
      students: index + 1,
      amount: 1000,
    }));
    renderReports((url) => (url === '/api/stats' ? jsonResponse({ success: true, ...stats, courseStats }) : undefined));
    const pie = await screen.findByRole('region', { name: 'Students by Course' });
    const colours = [...pie.querySelectorAll<HTMLElement>('.reports-swatch')].map((swatch) => swatch.style.background);
    expect(new Set(colours.slice(0, 6)).size).toBe(6);
    expect(colours[6]).toBe(colours[0]);
  });

  it('says there is nothing to chart before any payment', async () => {
    renderReports((url) =>
      url === '/api/stats'
        ? jsonResponse({ success: true, totalStudents: 0, totalAmount: 0, courseStats: [] })
        : undefined,
    );
    expect(await screen.findByText('No payments or enrolments yet, so there is nothing to chart.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Students by Course' })).not.toBeInTheDocument();
  });

  it('draws no chart of zeros: the panel says there is nothing yet and its table still lists the courses', async () => {
    renderReports((url) =>
      url === '/api/stats'
        ? jsonResponse({
            success: true,
            totalStudents: 1,
            totalAmount: 0,
            courseStats: [{ course: 'GPSC Class 1-2', students: 1, amount: 0 }],
          })
        : undefined,
    );
    const bar = await screen.findByRole('region', { name: 'Amount per Course' });
    expect(within(bar).getByText('No money received yet.')).toBeInTheDocument();
    expect(tableRows(within(bar).getByRole('table'))).toEqual([['GPSC Class 1-2', '₹0']]);
    const pie = screen.getByRole('region', { name: 'Students by Course' });
    expect(within(pie).queryByText('No students yet.')).not.toBeInTheDocument();
    await waitFor(() => expect(pie.querySelector('.recharts-wrapper')).not.toBeNull());
  });

  it('logs a stats failure and says the figures could not load instead of showing zeros', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderReports((url) => (url === '/api/stats' ? jsonResponse({ success: false, error: 'Boom' }, 500) : undefined));
    expect(await screen.findByText('Could not load the report figures.')).toBeInTheDocument();
    expect(screen.queryByText('Total Amount')).not.toBeInTheDocument();
    expect(screen.queryByText('₹0')).not.toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Failed to fetch stats:', expect.anything());
    // The payments table does not depend on the figures.
    expect(await screen.findByText('Payer 1')).toBeInTheDocument();
  });

  it('logs a payments failure and says the payments could not load; Try Again loads them', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    renderReports((url) =>
      url.startsWith('/api/payments') && fail ? jsonResponse({ success: false, error: 'Boom' }, 500) : undefined,
    );
    expect(await screen.findByText('Could not load the payments.')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Failed to fetch payments:', expect.anything());
    expect(screen.queryByText('No payments yet.')).not.toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Payer 1')).toBeInTheDocument();
  });
});

describe('recent payments', () => {
  it('shows ten a page with name, mobile, course, amount, date and method, starting at page 1 with Prev disabled', async () => {
    const fetchMock = renderReports();
    await screen.findByText('Payer 1');
    const region = screen.getByRole('region', { name: 'Recent Payments' });
    expect(
      within(region)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Mobile', 'Course', 'Amount', 'Date', 'Method']);
    expect(tableRows(within(region).getByRole('table'))[0]).toEqual([
      'Payer 1',
      '9876543201',
      'GPSC Class 1-2',
      '₹10,242',
      '20 Nov 2026',
      'UPI',
    ]);
    expect(payerNames()).toHaveLength(10);
    expect(within(region).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Prev' })).toBeDisabled();
    expect(within(region).getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/payments?page=1&limit=10')).toBe(true);
  });

  it('pages forward with the next cursor and back with the previous one; Next is disabled on the last page', async () => {
    const fetchMock = renderReports();
    await screen.findByText('Payer 1');
    const region = screen.getByRole('region', { name: 'Recent Payments' });
    const next = () => within(region).getByRole('button', { name: 'Next' });
    const prev = () => within(region).getByRole('button', { name: 'Prev' });

    await userEvent.click(next());
    expect(await within(region).findByText('Page 2 of 3')).toBeInTheDocument();
    expect(payerNames()[0]).toBe('Payer 11');
    await userEvent.click(next());
    expect(await within(region).findByText('Page 3 of 3')).toBeInTheDocument();
    expect(payerNames()).toEqual(['Payer 21']);
    expect(next()).toBeDisabled();
    expect(prev()).toBeEnabled();
    await userEvent.click(prev());
    expect(await within(region).findByText('Page 2 of 3')).toBeInTheDocument();

    const urls = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/payments'));
    expect(urls).toEqual([
      '/api/payments?page=1&limit=10',
      '/api/payments?page=2&limit=10&cursor=to2',
      '/api/payments?page=3&limit=10&cursor=to3',
      '/api/payments?page=2&limit=10&cursor=to2',
    ]);
  });

  it('keeps the page on screen while the next one loads, with both buttons waiting', async () => {
    const second = deferred<Response>();
    renderReports((url) => (url.startsWith('/api/payments?page=2') ? second.promise : undefined));
    await screen.findByText('Payer 1');
    const region = screen.getByRole('region', { name: 'Recent Payments' });
    await userEvent.click(within(region).getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Payer 1')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(within(region).getByRole('table')).toHaveAttribute('aria-busy', 'true');
    second.resolve(jsonResponse({ success: true, ...paymentsPage(2) }));
    expect(await within(region).findByText('Page 2 of 3')).toBeInTheDocument();
  });

  it("says 'No payments yet.' when there are none", async () => {
    renderReports((url) =>
      url.startsWith('/api/payments')
        ? jsonResponse({ success: true, payments: [], currentPage: 1, totalPages: 0 })
        : undefined,
    );
    expect(await screen.findByText('No payments yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });
});

describe('export', () => {
  const file = {
    url: 'http://127.0.0.1:9000/media/exports/payments-2026-11-20.xlsx?X-Amz-Signature=abc',
    fileName: 'payments-2026-11-20.xlsx',
    payments: 5000,
    students: 1402,
    expiresAt: '2026-11-20T10:15:00.000Z',
  };

  it('asks for the export under an id it chose, shows rows written of rows total meanwhile, then downloads the file', async () => {
    const exported = deferred<Response>();
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    const fetchMock = renderReports((url) => {
      if (url.startsWith('/api/export/excel?')) return exported.promise;
      if (url.startsWith('/api/export/excel/'))
        return jsonResponse({ success: true, progress: { state: 'running', rowsWritten: 1200, rowsTotal: 6402 } });
      return undefined;
    });
    await userEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    expect(screen.getByRole('button', { name: 'Exporting...' })).toBeDisabled();

    const bar = await screen.findByRole('progressbar', { name: 'Export progress' }, { timeout: 3000 });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', '1,200 of 6,402 rows written'), {
      timeout: 3000,
    });
    expect(bar).toHaveAttribute('aria-valuenow', '19');

    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    const exportId = /^\/api\/export\/excel\?exportId=([0-9a-f]{32})$/.exec(
      urls.find((url) => url.startsWith('/api/export/excel?'))!,
    )?.[1];
    expect(exportId).toBeDefined();
    expect(urls).toContain(`/api/export/excel/${exportId}`);

    exported.resolve(jsonResponse({ success: true, ...file }));
    expect(await screen.findByText(/^Exported 5,000 payments and 1,402 students\./)).toBeInTheDocument();
    expect(clicked).toEqual([{ href: file.url, download: file.fileName }]);
    expect(screen.getByRole('link', { name: `download ${file.fileName}` })).toHaveAttribute('href', file.url);
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeEnabled();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says one payment and one student in the singular', async () => {
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderReports((url) =>
      url.startsWith('/api/export/excel?')
        ? jsonResponse({ success: true, ...file, payments: 1, students: 1 })
        : undefined,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    expect(await screen.findByText(/^Exported 1 payment and 1 student\./)).toBeInTheDocument();
  });

  it("shows the server's reason when the export fails, and lets the admin try again", async () => {
    renderReports((url) =>
      url.startsWith('/api/export/excel?')
        ? jsonResponse({ success: false, error: 'Storage is not answering' }, 503)
        : undefined,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Storage is not answering');
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeEnabled();
  });

  it("falls back to 'Failed to export payments' when the server gives no reason", async () => {
    renderReports((url) => (url.startsWith('/api/export/excel?') ? new Response('', { status: 502 }) : undefined));
    await userEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to export payments');
  });
});
