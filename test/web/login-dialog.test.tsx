import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginDialog } from '../../web/src/features/auth/LoginDialog';
import { LoginDialogProvider } from '../../web/src/components/LoginDialogProvider';
import { useLoginDialog, type LoginView } from '../../web/src/lib/login-dialog';
import { SessionProvider, useSession } from '../../web/src/lib/session';
import { RETRY_PAUSES_MS } from '../../web/src/lib/busy-retry';
import { fakeUser, jsonResponse, stubFetch } from './helpers';

function Opener({ view }: { view: LoginView }) {
  const { open } = useLoginDialog();
  return (
    <button type="button" onClick={() => open(view)}>
      Open dialog
    </button>
  );
}

function SignedInAs() {
  const { user, userType } = useSession();
  return <p>{user ? `Signed in as ${user.name} (${userType})` : 'Signed out'}</p>;
}

async function openDialog(view: LoginView, options: Parameters<typeof userEvent.setup>[0] = {}) {
  const user = userEvent.setup(options);
  render(
    <SessionProvider>
      <LoginDialogProvider Dialog={LoginDialog}>
        <Opener view={view} />
        <SignedInAs />
      </LoginDialogProvider>
    </SessionProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Open dialog' }));
  return user;
}

async function fillRegistration(user: ReturnType<typeof userEvent.setup>, password: string, confirmPassword: string) {
  await user.type(screen.getByLabelText('Name'), 'Ravi Patel');
  await user.type(screen.getByLabelText('Email'), 'ravi@example.com');
  await user.type(screen.getByLabelText('Mobile'), '9876543210');
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), confirmPassword);
  await user.click(screen.getByRole('button', { name: 'Register' }));
}

async function fillLogin(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email'), 'ravi@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret123');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('login dialog', () => {
  it('is a modal dialog named by its heading, starting on the first field', async () => {
    await openDialog('login');
    const dialog = screen.getByRole('dialog', { name: 'Student Login' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  });

  it('shows "Passwords do not match" and makes no call', async () => {
    const fetchMock = stubFetch(() => jsonResponse({}));
    const user = await openDialog('register');
    await fillRegistration(user, 'secret123', 'secret124');
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription('Passwords do not match');
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the short-password message and makes no call', async () => {
    const fetchMock = stubFetch(() => jsonResponse({}));
    const user = await openDialog('register');
    await fillRegistration(user, 'abc', 'abc');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password must be at least 6 characters');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows other registration problems from the shared schema', async () => {
    const fetchMock = stubFetch(() => jsonResponse({}));
    const user = await openDialog('register');
    expect(screen.getByLabelText('Mobile')).toHaveAttribute('maxLength', '10');
    await user.type(screen.getByLabelText('Name'), 'Ravi');
    await user.type(screen.getByLabelText('Email'), 'ravi@example.com');
    await user.type(screen.getByLabelText('Mobile'), '12345');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByLabelText('Mobile')).toHaveAccessibleDescription('Mobile number must be exactly 10 digits');
    expect(screen.getByLabelText('Mobile')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows every empty field's message at once, each next to its field, without a call", async () => {
    const fetchMock = stubFetch(() => jsonResponse({}));
    const user = await openDialog('register');
    await user.type(screen.getByLabelText('Confirm Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const expected: [string, RegExp][] = [
      ['Name', /name/i],
      ['Email', /email/i],
      ['Mobile', /mobile/i],
      ['Password', /password/i],
      ['Confirm Password', /^Passwords do not match$/],
    ];
    for (const [label, message] of expected) {
      const field = screen.getByLabelText(label);
      expect(field, label).toHaveAttribute('aria-invalid', 'true');
      expect(field, label).toHaveAccessibleDescription(message);
      // The message sits right under its own field.
      expect(field.nextElementSibling, label).toHaveTextContent(message);
    }
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for email and password before logging in, without a call', async () => {
    const fetchMock = stubFetch(() => jsonResponse({}));
    const user = await openDialog('login');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Email and password are required');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's error text", async () => {
    stubFetch(() => jsonResponse({ success: false, error: 'Invalid email or password' }, 401));
    const user = await openDialog('login');
    await fillLogin(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("falls back to 'Login failed' when the server sends no error text", async () => {
    stubFetch(() => new Response('', { status: 500 }));
    const user = await openDialog('login');
    await fillLogin(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
  });

  it("falls back to 'Registration failed' when the request itself fails", async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const user = await openDialog('register');
    await fillRegistration(user, 'secret123', 'secret123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed');
  });

  it("disables the button with 'Please wait...' while submitting", async () => {
    stubFetch(() => new Promise<Response>(() => {}));
    const user = await openDialog('login');
    await fillLogin(user);
    expect(screen.getByRole('button', { name: 'Please wait...' })).toBeDisabled();
  });

  it('registers, stores the session and closes', async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse({ success: true, token: 'new-token', student: fakeUser('student') }, 201),
    );
    const user = await openDialog('register');
    await fillRegistration(user, 'secret123', 'secret123');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Signed in as Ravi Patel (student)')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('new-token');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/student/register');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Ravi Patel',
      email: 'ravi@example.com',
      mobile: '9876543210',
      password: 'secret123',
    });
  });

  it('logs an admin in on the admin path', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ success: true, token: 'admin-token', admin: fakeUser('admin') }));
    const user = await openDialog('admin');
    await fillLogin(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/admin/login');
    expect(screen.getByText('Signed in as Asha Admin (admin)')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('admin-token');
  });

  it('switches between its three views', async () => {
    const user = await openDialog('login');
    await user.click(screen.getByRole('button', { name: 'Register here' }));
    expect(screen.getByRole('dialog', { name: 'Student Registration' })).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm Password')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Login here' }));
    expect(screen.getByRole('dialog', { name: 'Student Login' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Admin Login' }));
    expect(screen.getByRole('dialog', { name: 'Admin Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Student Login' }));
    expect(screen.getByRole('dialog', { name: 'Student Login' })).toBeInTheDocument();
  });

  it('keeps Tab focus inside the dialog', async () => {
    const user = await openDialog('login');
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('closes on Escape and gives focus back', async () => {
    const user = await openDialog('login');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open dialog' })).toHaveFocus();
  });

  it('closes with the Close button', async () => {
    const user = await openDialog('register');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('when the server is too busy to sign someone in', () => {
  const busy = () =>
    jsonResponse({ success: false, error: 'Many requests are arriving at once.', code: 'busy_try_again' }, 503);
  const longestWait = RETRY_PAUSES_MS.reduce((sum, pause) => sum + pause * 1.5, 0);
  afterEach(() => vi.useRealTimers());

  /** The dialog on a clock the test moves, so the pauses between tries take no real time. */
  function openOnTestClock(view: LoginView) {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    return openDialog(view, { advanceTimers: vi.advanceTimersByTime });
  }

  it('sends a sign-up answered busy_try_again again, says it is still trying, and lands signed in', async () => {
    const replies = [busy(), jsonResponse({ success: true, token: 'retried-token', student: fakeUser('student') })];
    const fetchMock = stubFetch(() => replies.shift()!);
    const user = await openOnTestClock('register');
    await fillRegistration(user, 'secret123', 'secret123');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Many students are using the site right now. Still trying, please wait…',
    );
    expect(screen.getByRole('button', { name: 'Please wait...' })).toBeDisabled();
    await vi.advanceTimersByTimeAsync(RETRY_PAUSES_MS[0] * 1.5);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Signed in as Ravi Patel (student)')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('retried-token');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // The same sign-up both times: the server answers a repeated one as it answered the first.
    expect(fetchMock.mock.calls[1]![1]?.body).toBe(fetchMock.mock.calls[0]![1]?.body);
  });

  it("sends again a sign-up whose answer timed out on the way (API Gateway's bare 503, CloudFront's 504)", async () => {
    const replies = [
      new Response('{"message":"Service Unavailable"}', { status: 503 }),
      new Response('', { status: 504 }),
      jsonResponse({ success: true, token: 'late-token', student: fakeUser('student') }),
    ];
    const fetchMock = stubFetch(() => replies.shift()!);
    const user = await openOnTestClock('register');
    await fillRegistration(user, 'secret123', 'secret123');
    await vi.advanceTimersByTimeAsync(longestWait);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem('token')).toBe('late-token');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('tries a few times only, then says why it stopped', async () => {
    const fetchMock = stubFetch(busy);
    const user = await openOnTestClock('register');
    await fillRegistration(user, 'secret123', 'secret123');
    await vi.advanceTimersByTimeAsync(longestWait);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Many requests are arriving at once and this one could not finish in time.',
    );
    expect(fetchMock).toHaveBeenCalledTimes(RETRY_PAUSES_MS.length + 1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
  });

  it('does not send again what the server refused for good (the e-mail is taken)', async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse({ success: false, error: 'An account with this email already exists', code: 'email_taken' }, 409),
    );
    const user = await openOnTestClock('register');
    await fillRegistration(user, 'secret123', 'secret123');
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists');
    await vi.advanceTimersByTimeAsync(longestWait);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends a student login answered busy_try_again again, and signs in', async () => {
    const replies = [busy(), jsonResponse({ success: true, token: 'login-token', student: fakeUser('student') })];
    const fetchMock = stubFetch(() => replies.shift()!);
    const user = await openOnTestClock('login');
    await fillLogin(user);
    await vi.advanceTimersByTimeAsync(RETRY_PAUSES_MS[0] * 1.5);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem('token')).toBe('login-token');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
