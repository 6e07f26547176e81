import { Link, useInRouterContext } from 'react-router-dom';
import type { Role } from '../../../../shared/types';
import { useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';

/** To the page that sends a reset link; closes the dialog on the way. */
export function ForgotPasswordLink({ role, onFollow }: { role: Role; onFollow: () => void }) {
  const t = useT();
  const inRouter = useInRouterContext();
  const to = role === 'admin' ? paths.adminForgotPassword : paths.forgotPassword;
  // A dialog shown outside the app's routes (on its own) still gets a link that works.
  return inRouter ? (
    <Link to={to} onClick={onFollow}>
      {t('auth.forgotPassword')}
    </Link>
  ) : (
    <a href={to}>{t('auth.forgotPassword')}</a>
  );
}
