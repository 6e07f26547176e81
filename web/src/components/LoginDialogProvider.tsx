import { Suspense, useCallback, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { LoginDialogContext, type LoginDialogProps, type LoginView } from '../lib/login-dialog';
import { ErrorBoundary } from './ErrorBoundary';
import { ErrorBox } from './ErrorBox';
import { lazyComponent } from '../lib/lazy-component';
import { Spinner } from './Spinner';
import { useT } from '../lib/i18n';

// Shown once, after a registration: its code loads then, not with every first page.
const RegisteredNotice = lazyComponent(() => import('./RegisteredNotice').then((module) => module.RegisteredNotice));

/**
 * Lets any page open the login dialog. The dialog component is passed in (lazily loaded by the app)
 * so its code and the form validation stay out of the first page load.
 */
export function LoginDialogProvider({
  Dialog,
  children,
}: {
  Dialog: ComponentType<LoginDialogProps>;
  children: ReactNode;
}) {
  const [view, setView] = useState<LoginView | null>(null);

  const open = useCallback((nextView: LoginView = 'login') => setView(nextView), []);
  const close = useCallback(() => setView(null), []);
  // Who has just registered, for the confirmation the page shows once the dialog is gone.
  const [registeredName, setRegisteredName] = useState<string | null>(null);
  const controls = useMemo(() => ({ open }), [open]);

  return (
    <LoginDialogContext.Provider value={controls}>
      {children}
      {view && (
        <ErrorBoundary fallback={<DialogLoadError onClose={close} />}>
          <Suspense
            fallback={
              <div className="dialog-backdrop">
                <Spinner />
              </div>
            }
          >
            <Dialog
              view={view}
              onViewChange={setView}
              onClose={close}
              onRegistered={(name) => {
                setView(null);
                setRegisteredName(name);
              }}
            />
          </Suspense>
        </ErrorBoundary>
      )}
      {registeredName !== null && (
        <Suspense fallback={null}>
          <RegisteredNotice name={registeredName} onDismiss={() => setRegisteredName(null)} />
        </Suspense>
      )}
    </LoginDialogContext.Provider>
  );
}

function DialogLoadError({ onClose }: { onClose: () => void }) {
  const t = useT();
  return (
    <div className="dialog-backdrop">
      {/* Its one control keeps focus (Tab) and Escape closes it, as in every other dialog. */}
      <div
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-label={t('loginDialog.label')}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
          if (event.key === 'Tab') event.preventDefault();
        }}
      >
        <ErrorBox>{t('loginDialog.loadError')}</ErrorBox>
        <button type="button" className="button button-outline dialog-error-close" onClick={onClose} autoFocus>
          {t('common.close')}
        </button>
      </div>
    </div>
  );
}
