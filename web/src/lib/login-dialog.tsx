import { createContext, Suspense, useCallback, useContext, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { ErrorBox } from '../components/ErrorBox';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { Spinner } from '../components/Spinner';

export type LoginView = 'login' | 'register' | 'admin';

export interface LoginDialogProps {
  view: LoginView;
  onViewChange: (view: LoginView) => void;
  onClose: () => void;
}

interface LoginDialogControls {
  open: (view?: LoginView) => void;
}

const LoginDialogContext = createContext<LoginDialogControls | null>(null);

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

export function useLoginDialog(): LoginDialogControls {
  const controls = useContext(LoginDialogContext);
  if (!controls) throw new Error('useLoginDialog must be used inside <LoginDialogProvider>');
  return controls;
}
