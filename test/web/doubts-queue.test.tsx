import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffDoubt } from '#shared/doubts.js';
import { AdminDoubtsPage } from '../../web/src/features/admin-doubts/AdminDoubtsPage';
import { jsonResponse, stubFetch, stubPendingFetch } from './helpers';

const doubt = (id: string, overrides: Partial<StaffDoubt> = {}): StaffDoubt => ({
  _id: id,
  place: 'lecture',
  courseId: 'c1',
  courseTitle: 'GPSC Polity',
  videoId: 'v1',
  atSeconds: 83,
  title: 'Fundamental Rights',
  text: `Doubt ${id}`,
  status: 'open',
  createdAt: '2026-11-20T05:00:00.000Z',
  sameCount: 0,
  askerName: `Student ${id}`,
  ...overrides,
});

interface Call {
  url: string;
  method: string;
  body: unknown;
}

function renderQueue(respond: (call: Call) => Response | undefined) {
  localStorage.setItem('token', 'admin-token');
  const calls: Call[] = [];
  stubFetch((url, init) => {
    const call = { url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const reply = respond(call);
    if (reply) return reply;
    if (url === '/api/admin/courses')
      return jsonResponse({
        success: true,
        courses: [
          { _id: 'c1', title: 'GPSC Polity' },
          { _id: 'c2', title: 'Geography' },
        ],
      });
    return jsonResponse({ success: false, error: 'Not found' }, 404);
  });
  render(
    <MemoryRouter>
      <AdminDoubtsPage />
    </MemoryRouter>,
  );
  return calls;
}

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the staff doubts queue', { timeout: 20_000 }, () => {
  it('shows a spinner while loading', () => {
    stubPendingFetch();
    render(
      <MemoryRouter>
        <AdminDoubtsPage />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Loading doubts...');
  });

  it('lists open doubts in the order the server gives, with where, who and how many share it', async () => {
    const calls = renderQueue(({ url }) =>
      url.startsWith('/api/staff/doubts')
        ? jsonResponse({
            success: true,
            doubts: [
              doubt('a', { sameCount: 3 }),
              doubt('b', {
                place: 'question',
                courseId: undefined,
                courseTitle: undefined,
                title: 'Polity mock',
                questionNumber: 4,
                atSeconds: undefined,
              }),
            ],
          })
        : undefined,
    );
    const items = await screen.findAllByRole('listitem');
    expect(calls[0]!.url).toBe('/api/staff/doubts?status=open');
    expect(items[0]).toHaveTextContent('Lecture: Fundamental Rights at 1:23');
    expect(items[0]).toHaveTextContent('GPSC Polity');
    expect(items[0]).toHaveTextContent('Asked by Student a');
    expect(items[0]).toHaveTextContent('3 with the same doubt');
    expect(items[1]).toHaveTextContent('Test: Polity mock, question 4');
  });

  it('filters by course and status', async () => {
    const calls = renderQueue(({ url }) =>
      url.startsWith('/api/staff/doubts') ? jsonResponse({ success: true, doubts: [] }) : undefined,
    );
    expect(await screen.findByText('No doubts here.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('option', { name: 'Geography' })).toBeInTheDocument());
    await userEvent.selectOptions(screen.getByLabelText('Course'), 'c2');
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'answered');
    await waitFor(() =>
      expect(calls.map((call) => call.url)).toContain('/api/staff/doubts?status=answered&courseId=c2'),
    );
  });

  it('answers a doubt in a dialog; the doubt leaves the open queue', async () => {
    const calls = renderQueue(({ url, method, body }) => {
      if (url.startsWith('/api/staff/doubts')) return jsonResponse({ success: true, doubts: [doubt('a'), doubt('b')] });
      if (url === '/api/doubts/a/answer' && method === 'POST')
        return jsonResponse({
          success: true,
          doubt: doubt('a', {
            status: 'answered',
            answer: {
              text: (body as { text: string }).text,
              answeredAt: '2026-11-21T00:00:00.000Z',
              byName: 'Teacher',
            },
          }),
        });
      return undefined;
    });
    const first = (await screen.findByText('Doubt a')).closest('li')!;
    await userEvent.click(within(first).getByRole('button', { name: 'Answer' }));
    const dialog = screen.getByRole('dialog', { name: 'Answer the doubt' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    expect(within(dialog).getByText('Write the answer')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Your answer'), 'Article 21 covers it.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Answer sent; the student gets an e-mail.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('Doubt a')).toBeNull();
    expect(screen.getByText('Doubt b')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      url: '/api/doubts/a/answer',
      method: 'POST',
      body: { text: 'Article 21 covers it.' },
    });
  });

  it("hides a doubt with a reason, and shows the server's refusal in the dialog", async () => {
    let refuse = true;
    renderQueue(({ url, method }) => {
      if (url.startsWith('/api/staff/doubts')) return jsonResponse({ success: true, doubts: [doubt('a')] });
      if (url === '/api/doubts/a/hide' && method === 'POST')
        return refuse
          ? jsonResponse({ success: false, error: 'no', code: 'doubt_not_your_course' }, 403)
          : jsonResponse({ success: true, doubt: doubt('a', { status: 'hidden', hiddenReason: 'Advertising' }) });
      return undefined;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Hide' }));
    const dialog = screen.getByRole('dialog', { name: 'Hide this doubt' });
    await userEvent.type(within(dialog).getByLabelText('Why (the student sees this)'), 'Advertising');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This doubt belongs to a course you do not teach',
    );
    refuse = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('Hidden.')).toBeInTheDocument();
    expect(screen.queryByText('Doubt a')).toBeNull();
  });

  it('says when the queue cannot be loaded', async () => {
    renderQueue(({ url }) =>
      url.startsWith('/api/staff/doubts') ? jsonResponse({ success: false, error: 'Down' }, 500) : undefined,
    );
    expect(await screen.findByText('Doubts could not be loaded')).toBeInTheDocument();
  });
});
