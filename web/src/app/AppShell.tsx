import { Layout } from '../components/layout/Layout';
import { LoginDialogProvider } from '../components/LoginDialogProvider';
import { lazyComponent } from '../lib/lazy-component';
import { useScrollOnNavigation } from './scroll-on-navigation';

// Loaded on the first Login click: keeps the dialog and form validation (zod) out of the first page load.
const LoginDialog = lazyComponent(() => import('../features/auth/LoginDialog').then((module) => module.LoginDialog));

export function AppShell() {
  useScrollOnNavigation();
  return (
    <LoginDialogProvider Dialog={LoginDialog}>
      <Layout />
    </LoginDialogProvider>
  );
}
