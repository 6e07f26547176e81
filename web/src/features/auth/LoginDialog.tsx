import { Dialog } from '../../components/Dialog';
import { useT, type MessageId } from '../../lib/i18n';
import type { LoginDialogProps, LoginView } from '../../lib/login-dialog';
import { ForgotPasswordLink } from './ForgotPasswordLink';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';

const TITLES: Record<LoginView, MessageId> = {
  login: 'auth.studentLogin',
  register: 'auth.studentRegistration',
  admin: 'auth.adminLogin',
};

export function LoginDialog({ view, onViewChange, onClose, onRegistered }: LoginDialogProps) {
  const t = useT();
  const switchTo = (target: LoginView, label: string) => (
    <button type="button" className="link-button" onClick={() => onViewChange(target)}>
      {label}
    </button>
  );

  return (
    <Dialog title={t(TITLES[view])} onClose={onClose}>
      {view === 'register' ? (
        <RegisterForm onRegistered={onRegistered} />
      ) : (
        <LoginForm key={view} role={view === 'admin' ? 'admin' : 'student'} onSignedIn={onClose} />
      )}
      <div className="dialog-switch">
        {view !== 'register' && (
          <p>
            <ForgotPasswordLink role={view === 'admin' ? 'admin' : 'student'} onFollow={onClose} />
          </p>
        )}
        {view === 'login' && (
          <p>
            {t('auth.newHere')} {switchTo('register', t('auth.registerHere'))}
          </p>
        )}
        {view === 'register' && (
          <p>
            {t('auth.alreadyRegistered')} {switchTo('login', t('auth.loginHere'))}
          </p>
        )}
        <p>{view === 'admin' ? switchTo('login', t('auth.studentLogin')) : switchTo('admin', t('auth.adminLogin'))}</p>
      </div>
    </Dialog>
  );
}
