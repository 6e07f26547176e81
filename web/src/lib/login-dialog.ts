import { createContext, useContext } from 'react';

export type LoginView = 'login' | 'register' | 'admin';

export interface LoginDialogProps {
  view: LoginView;
  onViewChange: (view: LoginView) => void;
  onClose: () => void;
  /** A student has just registered (and is signed in): closes the dialog and confirms on the page. */
  onRegistered: (name: string) => void;
}

export interface LoginDialogControls {
  open: (view?: LoginView) => void;
}

/** Provided by <LoginDialogProvider> (web/src/components), which renders the dialog. */
export const LoginDialogContext = createContext<LoginDialogControls | null>(null);

export function useLoginDialog(): LoginDialogControls {
  const controls = useContext(LoginDialogContext);
  if (!controls) throw new Error('useLoginDialog must be used inside <LoginDialogProvider>');
  return controls;
}
