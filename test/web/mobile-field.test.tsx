import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LoginDialogProvider } from '../../web/src/components/LoginDialogProvider';
import { MobileField } from '../../web/src/components/TextField';
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

async function openRegistration() {
  render(
    <SessionProvider>
      <LoginDialogProvider Dialog={LoginDialog}>
        <RegisterButton />
      </LoginDialogProvider>
    </SessionProvider>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Open registration' }));
  return { user, mobile: await screen.findByLabelText('Mobile') };
}

/** The /gpsc and /upsc enrolment form's phone field, as that form uses it. */
function PhoneNumber() {
  const [value, setValue] = useState('');
  return <MobileField label="Phone Number" maxLength={10} value={value} onChange={setValue} />;
}

describe('a mobile field', () => {
  it.each(['98980 12345', '+91 98980 12345', '+919898012345', '98980-12345', '098980 12345'])(
    'keeps the ten digits of "%s" typed into the registration form\'s 10-character field, and sends them',
    async (typed) => {
      const fetchMock = stubFetch(() => jsonResponse({ success: true, token: 't', student: fakeUser('student') }));
      const { user, mobile } = await openRegistration();
      expect(mobile).toHaveAttribute('maxLength', '10');
      await user.type(mobile, typed);
      expect(mobile).toHaveValue('9898012345');

      await user.type(screen.getByLabelText('Name'), 'Ravi Patel');
      await user.type(screen.getByLabelText('Email'), 'ravi@example.com');
      await user.type(screen.getByLabelText('Password'), 'secret123');
      await user.type(screen.getByLabelText('Confirm Password'), 'secret123');
      await user.click(screen.getByRole('button', { name: 'Register' }));
      await waitFor(() => expect(fetchMock).toHaveBeenCalled());
      expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toMatchObject({ mobile: '9898012345' });
    },
  );

  it.each(['98980 12345', '+91 98980 12345', '+919898012345', '919898012345', '0 98980 12345'])(
    'keeps the ten digits of "%s" pasted into the registration form, which the browser would cut at ten characters',
    async (pasted) => {
      const { user, mobile } = await openRegistration();
      await user.click(mobile);
      await user.paste(pasted);
      expect(mobile).toHaveValue('9898012345');
    },
  );

  it('keeps the ten digits of "+91 98980 12345" typed or pasted into the enrolment form\'s phone field', async () => {
    render(<PhoneNumber />);
    const user = userEvent.setup();
    const phone = screen.getByLabelText('Phone Number');
    await user.type(phone, '+91 98980 12345');
    expect(phone).toHaveValue('9898012345');
    await user.clear(phone);
    await user.click(phone);
    await user.paste('+91 98980 12345');
    expect(phone).toHaveValue('9898012345');
  });
});
