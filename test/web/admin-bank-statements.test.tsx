import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { StatementApprovalReply, StatementImportReply } from '../../shared/bank-statements';
import { BankStatementsPage } from '../../web/src/features/admin-bank-statements/BankStatementsPage';
import { activateLanguage, browserI18n } from '../../web/src/lib/i18n';
import { jsonResponse, stubFetch } from './helpers';

const line = (row: number, credit: number, narration = `UPI/50911234560${row}/FEES`) => ({
  row,
  date: '2025-04-01',
  narration,
  reference: '',
  credit,
});
const payment = (id: string, studentName: string, utr: string, status: 'pending' | 'approved' = 'pending') => ({
  _id: id,
  studentName,
  title: 'GPSC Class 1-2',
  amount: 2499,
  utr,
  status,
});
const ravi = payment('p1', 'Ravi Patel', '509112345602');
const amit = payment('p2', 'Amit Shah', '509112345603');

const result = (overrides: Partial<StatementImportReply> = {}): StatementImportReply => ({
  statementId: 'a'.repeat(32),
  layout: 'hdfc',
  firstImportedAt: '2026-04-02T05:30:00.000Z',
  importedBefore: false,
  matched: [{ line: line(2, 2499), payment: ravi }],
  amountDiffers: [{ line: line(3, 2000), payment: amit }],
  utrAlreadyUsed: [{ line: line(4, 2499), utr: '509112345604' }],
  unmatched: [{ line: line(5, 45000, 'NEFT CR-KIRAN MEHTA') }],
  ...overrides,
});
const approval = (overrides: Partial<StatementApprovalReply> = {}): StatementApprovalReply => ({
  statementId: 'a'.repeat(32),
  approved: [{ ...ravi, status: 'approved' }],
  alreadyApproved: [],
  notApproved: [],
  remaining: 0,
  ...overrides,
});

/** A fake XHR for the PUT to storage: reports half the file, waits for `finish`, then answers `status`. */
function stubStorage(status = 200) {
  const puts: { url: string; type: string | undefined; size: number }[] = [];
  let finish: () => void = () => {};
  class FakeXhr {
    status = 0;
    upload: { onprogress: ((event: { loaded: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private url = '';
    private type: string | undefined;
    open(method: string, url: string) {
      expect(method).toBe('PUT');
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      if (name.toLowerCase() === 'content-type') this.type = value;
    }
    send(body: Blob) {
      puts.push({ url: this.url, type: this.type, size: body.size });
      setTimeout(() => this.upload.onprogress?.({ loaded: body.size / 2 }), 0);
      finish = () => {
        this.status = status;
        this.onload?.();
      };
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return { puts, finish: () => finish() };
}

type Answer = () => Response | Promise<Response>;

/** The API: the upload link, then the import's and the approval's answers in turn (the last repeats). */
function setUp({ imports = [], approvals = [] }: { imports?: Answer[]; approvals?: Answer[] } = {}) {
  localStorage.setItem('token', 'admin-token');
  const bodies: Record<string, unknown[]> = {};
  let importCalls = 0;
  let approveCalls = 0;
  const fetchMock = stubFetch((url, init) => {
    (bodies[url] ??= []).push(init?.body ? JSON.parse(String(init.body)) : undefined);
    if (url === '/api/admin/bank-statements/uploads')
      return jsonResponse({ success: true, uploadUrl: 'https://s3.test/upload', fileKey: 'uploads/statements/K.csv' });
    if (url === '/api/admin/bank-statements') return imports[Math.min(importCalls++, imports.length - 1)]!();
    if (url === `/api/admin/bank-statements/${'a'.repeat(32)}/approve`)
      return approvals[Math.min(approveCalls++, approvals.length - 1)]!();
    throw new Error(`Unexpected call: ${url}`);
  });
  render(
    <MemoryRouter initialEntries={['/admin/bank-statements']}>
      <BankStatementsPage />
    </MemoryRouter>,
  );
  // The file dialog's "All files" lets anything through: the screen must refuse what is not a CSV itself.
  return { fetchMock, bodies, user: userEvent.setup({ applyAccept: false }) };
}

const csvFile = (
  text = 'Date,Narration,Reference,Debit,Credit\n01/04/2025,UPI,509112345602,,2499\n',
  name = 'april.csv',
) => new File([text], name, { type: 'text/csv' });
const answered =
  (body: unknown, status = 200) =>
  () =>
    jsonResponse(body, status);

async function chooseAndUpload(user: ReturnType<typeof userEvent.setup>, file = csvFile()) {
  await user.upload(screen.getByLabelText('Statement (CSV)'), file);
  await user.click(screen.getByRole('button', { name: 'Upload and match' }));
}

describe('bank statement screen', { timeout: 20_000 }, () => {
  it('says what to do before a file is chosen, and refuses a missing, empty, oversize or non-CSV file without sending it', async () => {
    const { fetchMock, user } = setUp();
    expect(screen.getByRole('heading', { level: 1, name: 'Bank statement' })).toBeInTheDocument();
    expect(screen.getByText(/header Date,Narration,Reference,Debit,Credit is always understood/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload and match' }));
    expect(screen.getByRole('alert')).toHaveTextContent("Choose the statement's CSV file");
    await chooseAndUpload(user, new File(['x'], 'april.xlsx'));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a CSV file (.csv)');
    await chooseAndUpload(user, new File([], 'april.csv'));
    expect(screen.getByRole('alert')).toHaveTextContent('The file is empty');
    const huge = new File(['x'], 'april.csv');
    Object.defineProperty(huge, 'size', { value: 5 * 1024 * 1024 + 1 });
    await chooseAndUpload(user, huge);
    expect(screen.getByRole('alert')).toHaveTextContent('The file must be at most 5 MB');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('uploads with a progress bar, says it is matching, then shows the four lists with their counts', async () => {
    let answerImport: (response: Response) => void = () => {};
    const storage = stubStorage();
    const { bodies, user } = setUp({ imports: [() => new Promise<Response>((resolve) => (answerImport = resolve))] });
    const file = csvFile();
    await chooseAndUpload(user, file);
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    expect(screen.getByText('Uploading: 50%')).toBeInTheDocument();
    expect(bodies['/api/admin/bank-statements/uploads']).toEqual([{ size: file.size }]);
    expect(storage.puts).toEqual([{ url: 'https://s3.test/upload', type: 'text/csv', size: file.size }]);
    storage.finish();
    expect(await screen.findByText('Matching the statement with the pending payments...')).toBeInTheDocument();
    expect(bodies['/api/admin/bank-statements']).toEqual([{ fileKey: 'uploads/statements/K.csv' }]);
    answerImport(jsonResponse({ success: true, ...result() }));

    expect(await screen.findByText('4 credits read from the statement (HDFC Bank).')).toBeInTheDocument();
    for (const heading of ['Matched (1)', 'Amount differs (1)', 'UTR already used (1)', 'Unmatched (1)'])
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    const matched = within(screen.getByRole('table', { name: 'Matched (1)' }));
    const row = matched.getByRole('row', { name: /^2 / });
    for (const text of [
      '01/04/2025',
      'UPI/509112345602/FEES',
      '₹2,499',
      'Ravi Patel',
      'GPSC Class 1-2',
      '509112345602',
    ])
      expect(row).toHaveTextContent(text);
    expect(row).toHaveTextContent('Under verification');
    expect(
      within(screen.getByRole('table', { name: 'Unmatched (1)' })).getByRole('row', { name: /^5 / }),
    ).toHaveTextContent('NEFT CR-KIRAN MEHTA');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says so when a list is empty, when the statement has no credits, and when it was imported before', async () => {
    stubStorage().finish();
    const empty = result({ importedBefore: true, matched: [], amountDiffers: [], utrAlreadyUsed: [], unmatched: [] });
    const storage = stubStorage();
    const { user } = setUp({ imports: [answered({ success: true, ...empty })] });
    await chooseAndUpload(user);
    await waitFor(() => expect(screen.getByRole('progressbar')).toBeInTheDocument());
    storage.finish();
    expect(await screen.findByText('The statement has no credits: nothing to match.')).toBeInTheDocument();
    expect(screen.getByText(/This statement was imported before, on 2 Apr 2026/)).toBeInTheDocument();
    expect(screen.getAllByText('None.')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Approve all matched (0)' })).toBeDisabled();
  });

  it('shows the server’s own words for a file it cannot read, and lets the admin choose another', async () => {
    const storage = stubStorage();
    const { user } = setUp({
      imports: [
        answered(
          {
            success: false,
            code: 'statement_date_invalid',
            error: 'Row 7 of the bank statement: the date "31/02/2025" is not a date (day first: 15/04/2025).',
          },
          400,
        ),
      ],
    });
    await chooseAndUpload(user);
    await waitFor(() => expect(screen.getByRole('progressbar')).toBeInTheDocument());
    storage.finish();
    expect(await screen.findByRole('alert')).toHaveTextContent('Row 7 of the bank statement: the date "31/02/2025"');
    expect(screen.getByRole('button', { name: 'Upload and match' })).toBeEnabled();
  });

  it('says when the upload to storage fails', async () => {
    const storage = stubStorage(403);
    const { fetchMock, user } = setUp();
    await chooseAndUpload(user);
    await waitFor(() => expect(screen.getByRole('progressbar')).toBeInTheDocument());
    storage.finish();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The statement could not be uploaded. Please try again.',
    );
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/admin/bank-statements/uploads']);
  });

  it('asks which column holds what when the header is unknown, guesses them from their names, and sends the choice', async () => {
    const storage = stubStorage();
    const columns = ['Sl. No.', 'Transaction Date', 'Description', 'Chq / Ref No.', 'Withdrawal (Dr)', 'Deposit (Cr)'];
    const { bodies, user } = setUp({
      imports: [
        answered({ success: false, code: 'statement_header_unknown', error: 'not recognised', columns }, 400),
        answered(
          { success: false, code: 'statement_column_missing', error: 'The bank statement has no header row with "X"' },
          400,
        ),
        answered({ success: true, ...result({ layout: 'mapping' }) }),
      ],
    });
    await chooseAndUpload(user);
    await waitFor(() => expect(screen.getByRole('progressbar')).toBeInTheDocument());
    storage.finish();
    expect(await screen.findByRole('heading', { name: 'Which column holds what?' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Date')).toHaveValue('Transaction Date');
    expect(screen.getByLabelText('Narration')).toHaveValue('Description');
    expect(screen.getByLabelText('Reference or UTR (if there is one)')).toHaveValue('Chq / Ref No.');
    expect(screen.getByLabelText('Credit (money in)')).toHaveValue('Deposit (Cr)');
    expect(screen.getByLabelText('Debit (money out, if there is one)')).toHaveValue('Withdrawal (Dr)');

    await user.selectOptions(screen.getByLabelText('Narration'), '');
    await user.click(screen.getByRole('button', { name: 'Match with these columns' }));
    expect(screen.getByText('Choose this column')).toBeInTheDocument();
    expect(bodies['/api/admin/bank-statements']).toHaveLength(1);

    await user.selectOptions(screen.getByLabelText('Narration'), 'Description');
    await user.selectOptions(screen.getByLabelText('Debit (money out, if there is one)'), '');
    await user.click(screen.getByRole('button', { name: 'Match with these columns' }));
    // A choice the file does not fit: the form stays, with the server's words.
    expect(await screen.findByRole('alert')).toHaveTextContent('no header row with "X"');
    expect(screen.getByLabelText('Narration')).toHaveValue('Description');
    await user.click(screen.getByRole('button', { name: 'Match with these columns' }));
    expect(await screen.findByText('4 credits read from the statement (the columns you chose).')).toBeInTheDocument();
    expect(bodies['/api/admin/bank-statements']!.slice(1)).toEqual([
      {
        fileKey: 'uploads/statements/K.csv',
        mapping: {
          date: 'Transaction Date',
          narration: 'Description',
          reference: 'Chq / Ref No.',
          credit: 'Deposit (Cr)',
        },
      },
      {
        fileKey: 'uploads/statements/K.csv',
        mapping: {
          date: 'Transaction Date',
          narration: 'Description',
          reference: 'Chq / Ref No.',
          credit: 'Deposit (Cr)',
        },
      },
    ]);
  });

  it('approves all matched after a confirmation, says what was approved, and marks the rows', async () => {
    const storage = stubStorage();
    const { fetchMock, user } = setUp({
      imports: [answered({ success: true, ...result() })],
      approvals: [answered({ success: true, ...approval() })],
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    await chooseAndUpload(user);
    await waitFor(() => expect(screen.getByRole('progressbar')).toBeInTheDocument());
    storage.finish();
    const approve = await screen.findByRole('button', { name: 'Approve all matched (1)' });
    await user.click(approve);
    expect(confirm).toHaveBeenLastCalledWith(
      'Approve 1 matched payment? Each student is given access and gets the receipt by e-mail.',
    );
    const approveCalls = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/approve')).map(([, init]) => init?.method);
    expect(approveCalls()).toEqual([]);
    await user.click(approve);
    expect(await screen.findByText('1 payment approved.')).toBeInTheDocument();
    expect(approveCalls()).toEqual(['POST']);
    expect(
      within(screen.getByRole('table', { name: 'Matched (1)' })).getByRole('row', { name: /^2 / }),
    ).toHaveTextContent('Approved now');
    expect(approve).toBeDisabled();
  });

  it('asks again while the server says some are left, and reports those approved already and those it could not approve', async () => {
    const storage = stubStorage();
    const kiran = payment('p3', 'Kiran Mehta', '509112345609');
    const { fetchMock, user } = setUp({
      imports: [
        answered({
          success: true,
          ...result({
            matched: [
              { line: line(2, 2499), payment: ravi },
              { line: line(6, 2499), payment: amit },
              { line: line(7, 2499), payment: kiran },
            ],
          }),
        }),
      ],
      approvals: [
        answered({ success: true, ...approval({ remaining: 2 }) }),
        answered({
          success: true,
          ...approval({
            approved: [],
            alreadyApproved: [
              { ...ravi, status: 'approved' },
              { ...amit, status: 'approved' },
            ],
            notApproved: [{ payment: { ...kiran, status: 'rejected' }, code: 'payment_already_decided' }],
          }),
        }),
      ],
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await chooseAndUpload(user);
    await waitFor(() => expect(screen.getByRole('progressbar')).toBeInTheDocument());
    storage.finish();
    await user.click(await screen.findByRole('button', { name: 'Approve all matched (3)' }));
    expect(await screen.findByText('1 payment approved.')).toBeInTheDocument();
    expect(screen.getByText('1 was approved already.')).toBeInTheDocument();
    expect(screen.getByText('1 could not be approved:')).toBeInTheDocument();
    expect(screen.getByText(/Kiran Mehta \(509112345609\): /)).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/approve'))).toHaveLength(2);
    const matched = within(screen.getByRole('table', { name: 'Matched (3)' }));
    expect(matched.getByRole('row', { name: /^2 / })).toHaveTextContent('Approved now');
    expect(matched.getByRole('row', { name: /^6 / })).toHaveTextContent('Approved already');
    expect(matched.getByRole('row', { name: /^7 / })).toHaveTextContent('Not approved');
  });

  it('says when approving fails, and lets the admin try again', async () => {
    const storage = stubStorage();
    const { user } = setUp({
      imports: [answered({ success: true, ...result() })],
      approvals: [
        answered({ success: false, code: 'statement_not_found', error: 'No such bank statement' }, 404),
        answered({ success: true, ...approval() }),
      ],
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await chooseAndUpload(user);
    await waitFor(() => expect(screen.getByRole('progressbar')).toBeInTheDocument());
    storage.finish();
    await user.click(await screen.findByRole('button', { name: 'Approve all matched (1)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No such bank statement; import it again');
    await user.click(screen.getByRole('button', { name: 'Approve all matched (1)' }));
    expect(await screen.findByText('1 payment approved.')).toBeInTheDocument();
  });

  it('speaks Gujarati, the catalogue’s sentence standing for a server error', async () => {
    await activateLanguage(browserI18n, 'gu');
    const storage = stubStorage();
    const { user } = setUp({
      imports: [answered({ success: false, code: 'statement_not_csv', error: 'The file is not a CSV table' }, 400)],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'બેંક સ્ટેટમેન્ટ' })).toBeInTheDocument();
    await user.upload(screen.getByLabelText('સ્ટેટમેન્ટ (સીએસવી)'), csvFile());
    await user.click(screen.getByRole('button', { name: 'અપલોડ કરીને મેળવો' }));
    await waitFor(() => expect(screen.getByRole('progressbar')).toBeInTheDocument());
    storage.finish();
    expect(await screen.findByRole('alert')).toHaveTextContent('આ ફાઈલ સીએસવી કોષ્ટક નથી');
  });
});
