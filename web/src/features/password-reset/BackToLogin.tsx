import type { Role } from '../../../../shared/types';
import { useT, type MessageId } from '../../lib/i18n';
import { useLoginDialog } from '../../lib/login-dialog';

/** Opens the login dialog on the form for `role`: the student login, or the admin login. */
export function BackToLogin({
  role,
  label = 'passwordReset.backToLogin',
  primary = false,
}: {
  role: Role;
  label?: MessageId;
  primary?: boolean;
}) {
  const t = useT();
  const { open } = useLoginDialog();
  return (
    <p className="password-reset-back">
      <button
        type="button"
        className={primary ? 'button button-primary' : 'link-button'}
        onClick={() => open(role === 'admin' ? 'admin' : 'login')}
      >
        {t(label)}
      </button>
    </p>
  );
}
