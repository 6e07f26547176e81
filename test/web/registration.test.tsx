import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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

async function register(user: ReturnType<typeof userEvent.setup>, mobile: string) {
  await user.click(screen.getByRole('button', { name: 'Open registration' }));
  await user.type(screen.getByLabelText('Name'), 'Ravi Patel');
  await user.type(screen.getByLabelText('Email'), 'ravi@example.com');
  await user.type(screen.getByLabelText('Mobile'), mobile);
  await user.type(screen.getByLabelText('Password'), 'secret123');
  await user.type(screen.getByLabelText('Confirm Password'), 'secret123');
  await user.click(screen.getByRole('button', { name: 'Register' }));
}

describe('registration', () => {
  it('takes a mobile typed as "+91 98980 12345" whole and sends its ten digits', async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse({ success: true, token: 'new-token', student: fakeUser('student') }),
    );
    const user = userEvent.setup();
    renderSite();
    await register(user, '+91 98980 12345');
    expect(screen.queryByLabelText('Mobile')).not.toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/student/register');
    expect(JSON.parse(String(init?.body))).toMatchObject({ mobile: '9898012345' });
  });

  it('keeps a mobile it cannot read as typed and says what a mobile must be', async () => {
    const fetchMock = stubFetch(() => jsonResponse({}));
    const user = userEvent.setup();
    renderSite();
    await register(user, '+91 98980 1234');
    expect(screen.getByLabelText('Mobile')).toHaveValue('+91 98980 1234');
    expect(screen.getByLabelText('Mobile')).toHaveAccessibleDescription('Mobile number must be exactly 10 digits');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
