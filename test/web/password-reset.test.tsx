import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LoginDialogProvider } from '../../web/src/components/LoginDialogProvider';
import { LoginDialog } from '../../web/src/features/auth/LoginDialog';
import { ForgotPasswordPage } from '../../web/src/features/password-reset/ForgotPasswordPage';
import { ResetPasswordPage } from '../../web/src/features/password-reset/ResetPasswordPage';
import { activateLanguage, browserI18n } from '../../web/src/lib/i18n';
import { useLoginDialog, type LoginView } from '../../web/src/lib/login-dialog';
import { SessionProvider } from '../../web/src/lib/session';
import { jsonResponse, stubFetch } from './helpers';

function Address() {
  const { pathname, search } = useLocation();
  return <p data-testid="address">{`${pathname}${search}`}</p>;
}

function Opener({ view }: { view: LoginView }) {
  const { open } = useLoginDialog();
  return (
    <button type="button" onClick={() => open(view)}>
      Open dialog
    </button>
  );
}

function renderAt(at: string, page: ReactElement = <Opener view="login" />) {
  render(
    <SessionProvider>
      <MemoryRouter initialEntries={[at]}>
        <LoginDialogProvider Dialog={LoginDialog}>
          <Routes>
            <Route path="/forgot-password" element={<ForgotPasswordPage />} />
            <Route path="/reset-password" element={<ResetPasswordPage />} />
            <Route path="*" element={page} />
          </Routes>
          <Address />
        </LoginDialogProvider>
      </MemoryRouter>
    </SessionProvider>,
  );
  return userEvent.setup();
}

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;

describe('Forgot password? in the login dialog', () => {
  it.each([
    ['login', '/forgot-password'],
    ['admin', '/forgot-password?for=admin'],
  ] as const)('the %s view links to the page that sends a reset link, closing the dialog', async (view, address) => {
    const user = renderAt('/', <Opener view={view} />);
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(screen.getByTestId('address')).toHaveTextContent(address);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is not on the registration view', async () => {
    const user = renderAt('/', <Opener view="register" />);
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    await screen.findByRole('dialog', { name: 'Student Registration' });
    expect(screen.queryByRole('link', { name: 'Forgot password?' })).not.toBeInTheDocument();
  });
});

describe('the forgot password page', () => {
  it('checks the e-mail before asking, then says a link is on its way without saying whether the account exists', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ success: true }));
    const user = renderAt('/forgot-password');
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
    expect(screen.getByText(/The link works once, for 30 minutes\./)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'ravi@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    const sent = await screen.findByRole('status');
    expect(within(sent).getByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(sent).toHaveTextContent(
      'If an account is registered with ravi@example.com, a link to set a new password has been sent to it. The link works once, for 30 minutes.',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/password-reset/request');
    expect(bodyOf(fetchMock.mock.calls[0]![1])).toEqual({ email: 'ravi@example.com', language: 'en' });
  });

  it('asks for the link in Gujarati when the page is in Gujarati', async () => {
    await activateLanguage(browserI18n, 'gu');
    const fetchMock = stubFetch(() => jsonResponse({ success: true }));
    const user = renderAt('/forgot-password');
    await user.type(screen.getByLabelText('ઈમેલ'), 'ravi@example.com');
    await user.click(screen.getByRole('button', { name: 'રીસેટ લિંક મોકલો' }));
    expect(await screen.findByRole('heading', { name: 'તમારું ઈમેલ ઇનબૉક્સ તપાસો' })).toBeInTheDocument();
    expect(bodyOf(fetchMock.mock.calls[0]![1])).toEqual({ email: 'ravi@example.com', language: 'gu' });
  });

  it('shows the limit in a red box', async () => {
    stubFetch(() =>
      jsonResponse(
        {
          success: false,
          code: 'too_many_reset_requests',
          error: 'Too many password reset requests. Please try again in 42 minutes.',
        },
        429,
      ),
    );
    const user = renderAt('/forgot-password');
    await user.type(screen.getByLabelText('Email'), 'ravi@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many password reset requests. Please try again later.',
    );
  });

  it('leads back to the admin login when an admin came from it', async () => {
    const user = renderAt('/forgot-password?for=admin');
    await user.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(await screen.findByRole('dialog', { name: 'Admin Login' })).toBeInTheDocument();
  });
});

describe('the reset password page', () => {
  it('without a token in the link says so and offers a new link, asking nothing', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ success: true, role: 'student' }));
    renderAt('/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('This password reset link is not valid.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['reset_link_expired', 'This password reset link has expired. Please ask for a new one.'],
    [
      'reset_link_used',
      'This password reset link has already been used. Ask for a new one if you still need to reset your password.',
    ],
  ])('says clearly when the link is %s', async (code, text) => {
    const fetchMock = stubFetch(() => jsonResponse({ success: false, code, error: 'server words' }, 410));
    renderAt('/reset-password?lang=en#token=abc123');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(bodyOf(fetchMock.mock.calls[0]![1])).toEqual({ token: 'abc123' });
  });

  it('shows a spinner while checking, and Try Again when the check could not be made', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = renderAt('/reset-password#token=abc123');
    expect(await screen.findByRole('status')).toHaveTextContent('Checking your link...');
    answer(jsonResponse({ success: false, code: 'internal_error', error: 'Something went wrong' }, 500));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your link could not be checked. Please try again.');
    stubFetch(() => jsonResponse({ success: true, role: 'student' }));
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByLabelText('New password')).toBeInTheDocument();
  });

  it('takes a new password by the rules of registration, then sends the student to login with a confirmation', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ success: true, role: 'student' }));
    const user = renderAt('/reset-password#token=abc123');
    await user.type(await screen.findByLabelText('New password'), '12345');
    await user.type(screen.getByLabelText('Confirm new password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    const done = await screen.findByRole('status');
    expect(within(done).getByRole('heading', { name: 'Password changed' })).toBeInTheDocument();
    expect(done).toHaveTextContent('Log in with your new password.');
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/auth/password-reset');
    expect(bodyOf(fetchMock.mock.calls[1]![1])).toEqual({ token: 'abc123', password: 'new-secret' });
    await user.click(within(done).getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('dialog', { name: 'Student Login' })).toBeInTheDocument();
  });

  it('sends an admin back to the admin login', async () => {
    stubFetch(() => jsonResponse({ success: true, role: 'admin' }));
    const user = renderAt('/reset-password#token=admin-token');
    await user.type(await screen.findByLabelText('New password'), 'admin-secret');
    await user.type(screen.getByLabelText('Confirm new password'), 'admin-secret');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('dialog', { name: 'Admin Login' })).toBeInTheDocument();
  });

  it('says when the link was used by someone else between the check and the save', async () => {
    stubFetch((url) =>
      url === '/api/auth/password-reset/check'
        ? jsonResponse({ success: true, role: 'admin' })
        : jsonResponse({ success: false, code: 'reset_link_used', error: 'used' }, 410),
    );
    const user = renderAt('/reset-password#token=abc123');
    await user.type(await screen.findByLabelText('New password'), 'new-secret');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This password reset link has already been used.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password?for=admin',
    );
  });
});

describe('the reset page in Gujarati', () => {
  it('shows the expired link in Gujarati', async () => {
    await activateLanguage(browserI18n, 'gu');
    stubFetch(() =>
      jsonResponse({ success: false, code: 'reset_link_expired', error: 'This password reset link has expired.' }, 410),
    );
    renderAt('/reset-password?lang=gu#token=abc123');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'આ પાસવર્ડ રીસેટ લિંકની મુદત પૂરી થઈ ગઈ છે. કૃપા કરીને નવી લિંક મંગાવો.',
      ),
    );
    expect(screen.getByRole('link', { name: 'નવી લિંક મંગાવો' })).toBeInTheDocument();
  });
});

describe('the app routes', () => {
  it.each([
    ['/forgot-password', 'Forgot your password?'],
    ['/reset-password', 'Set a new password'],
  ])('open %s to a guest', async (path, heading) => {
    const { AppRoutes } = await import('../../web/src/app/AppRoutes');
    stubFetch(() => jsonResponse({ success: true, courses: [] }));
    render(
      <SessionProvider>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
        </MemoryRouter>
      </SessionProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
