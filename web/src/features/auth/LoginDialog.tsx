import { Dialog } from '../../components/Dialog';
import type { LoginDialogProps, LoginView } from '../../lib/login-dialog';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';

const TITLES: Record<LoginView, string> = {
  login: 'Student Login',
  register: 'Student Registration',
  admin: 'Admin Login',
};

export function LoginDialog({ view, onViewChange, onClose }: LoginDialogProps) {
  const switchTo = (target: LoginView, label: string) => (
    <button type="button" className="link-button" onClick={() => onViewChange(target)}>
      {label}
    </button>
  );

  return (
    <Dialog title={TITLES[view]} onClose={onClose}>
      {view === 'register' ? (
        <RegisterForm onRegistered={onClose} />
      ) : (
        <LoginForm key={view} role={view === 'admin' ? 'admin' : 'student'} onSignedIn={onClose} />
      )}
      <div className="dialog-switch">
        {view === 'login' && <p>New here? {switchTo('register', 'Register here')}</p>}
        {view === 'register' && <p>Already registered? {switchTo('login', 'Login here')}</p>}
        <p>{view === 'admin' ? switchTo('login', 'Student Login') : switchTo('admin', 'Admin Login')}</p>
      </div>
    </Dialog>
  );
}
