import { Suspense, useCallback, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { LoginDialogContext, type LoginDialogProps, type LoginView } from '../lib/login-dialog';
import { ErrorBoundary } from './ErrorBoundary';
import { ErrorBox } from './ErrorBox';
import { Spinner } from './Spinner';

/**
 * Lets any page open the login dialog. The dialog component is passed in (lazily loaded by the app)
 * so its code and the form validation stay out of the first page load.
 */
export function LoginDialogProvider({ Dialog, children }: { Dialog: ComponentType<LoginDialogProps>; children: ReactNode }) {
  const [view, setView] = useState<LoginView | null>(null);

  const open = useCallback((nextView: LoginView = 'login') => setView(nextView), []);
  const close = useCallback(() => setView(null), []);
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
            <Dialog view={view} onViewChange={setView} onClose={close} />
          </Suspense>
        </ErrorBoundary>
      )}
    </LoginDialogContext.Provider>
  );
}

function DialogLoadError({ onClose }: { onClose: () => void }) {
  return (
    <div className="dialog-backdrop">
      <div className="dialog" role="dialog" aria-modal="true" aria-label="Login">
        <ErrorBox>The login form could not be loaded. Please reload the page and try again.</ErrorBox>
        <button type="button" className="button button-outline dialog-error-close" onClick={onClose} autoFocus>
          Close
        </button>
      </div>
    </div>
  );
}
