import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { REGISTERED_NOTICE_MS } from '../../web/src/components/RegisteredNotice';
import en from '../../web/src/lib/catalogues/en.json';
import gu from '../../web/src/lib/catalogues/gu.json';
import { activateLanguage, browserI18n } from '../../web/src/lib/i18n';
import { LoginDialogProvider } from '../../web/src/components/LoginDialogProvider';
import { LoginDialog } from '../../web/src/features/auth/LoginDialog';
import { useLoginDialog } from '../../web/src/lib/login-dialog';
import { SessionProvider } from '../../web/src/lib/session';
import { fakeUser, jsonResponse, stubFetch } from './helpers';

function RegisterButton() {
  const { open } = useLoginDialog();
  return (
    <button type="button" onClick={() => open('register')}>
      Open registration
    </button>
  );
}

function renderSite() {
  render(
    <SessionProvider>
      <LoginDialogProvider Dialog={LoginDialog}>
        <RegisterButton />
      </LoginDialogProvider>
    </SessionProvider>,
  );
}

async function register(user: ReturnType<typeof userEvent.setup>, mobile: string, words: typeof en = en) {
  await user.click(screen.getByRole('button', { name: 'Open registration' }));
  await user.type(screen.getByLabelText(words['auth.name']), 'Ravi Patel');
  await user.type(screen.getByLabelText(words['auth.email']), 'ravi@example.com');
  await user.type(screen.getByLabelText(words['auth.mobile']), mobile);
  await user.type(screen.getByLabelText(words['auth.password']), 'secret123');
  await user.type(screen.getByLabelText(words['auth.confirmPassword']), 'secret123');
  await user.click(screen.getByRole('button', { name: words['auth.register'] }));
}

const registered = () =>
  stubFetch(() => jsonResponse({ success: true, token: 'new-token', student: fakeUser('student', 'Ravi Patel') }));

describe('registration', () => {
  // The spec limits the registration form's mobile to 10 characters; the server also takes "+91 98980
  // 12345" (test/integration/mobile-numbers.test.ts), as the account details form sends it.
  it('takes the ten digits of a mobile in its 10-character field and sends them', async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse({ success: true, token: 'new-token', student: fakeUser('student') }),
    );
    const user = userEvent.setup();
    renderSite();
    await register(user, '9898012345');
    expect(screen.queryByLabelText('Mobile')).not.toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/student/register');
    expect(JSON.parse(String(init?.body))).toMatchObject({ mobile: '9898012345' });
  });

  it('keeps the digits of a mobile too short to be one and says what a mobile must be', async () => {
    const fetchMock = stubFetch(() => jsonResponse({}));
    const user = userEvent.setup();
    renderSite();
    await register(user, '98980 1234');
    expect(screen.getByLabelText('Mobile')).toHaveValue('989801234');
    expect(screen.getByLabelText('Mobile')).toHaveAccessibleDescription('Mobile number must be exactly 10 digits');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('confirms on the page once the dialog has closed, until the student closes the message', async () => {
    registered();
    const user = userEvent.setup();
    renderSite();
    await register(user, '9898012345');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent(
      'Registration successful. Welcome, Ravi Patel! You are now logged in.',
    );

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('takes the confirmation away by itself after a while', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      registered();
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderSite();
      await register(user, '9898012345');
      await screen.findByText(/Registration successful/);
      act(() => vi.advanceTimersByTime(REGISTERED_NOTICE_MS - 500));
      expect(screen.getByRole('status')).toHaveTextContent('Registration successful');
      act(() => vi.advanceTimersByTime(600));
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('confirms in Gujarati on a Gujarati screen', async () => {
    await activateLanguage(browserI18n, 'gu');
    registered();
    const user = userEvent.setup();
    renderSite();
    await register(user, '9898012345', gu);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'તમારી નોંધણી સફળ રહી. સ્વાગત છે, Ravi Patel! તમે હવે લૉગિન થઈ ગયા છો.',
    );
  });
});
