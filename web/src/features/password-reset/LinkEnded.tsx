import { Link } from 'react-router-dom';
import type { Role } from '../../../../shared/types';
import { ErrorBox } from '../../components/ErrorBox';
import { ApiError } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { LINK_ENDED_CODES } from './api';

/** True when a reset call failed because the link itself no longer works (not valid, used, expired). */
export function endedLink(error: unknown): boolean {
  return error instanceof ApiError && error.code !== undefined && LINK_ENDED_CODES.has(error.code);
}

/** Why the link no longer works, and the way to a new one. */
export function LinkEnded({ message, role = 'student' }: { message: string; role?: Role }) {
  const t = useT();
  return (
    <>
      <ErrorBox>{message}</ErrorBox>
      <p className="password-reset-back">
        <Link
          className="button button-primary"
          to={role === 'admin' ? paths.adminForgotPassword : paths.forgotPassword}
        >
          {t('passwordReset.askAgain')}
        </Link>
      </p>
    </>
  );
}
