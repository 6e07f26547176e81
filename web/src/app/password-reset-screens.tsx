import { ForgotPasswordPage } from '../features/password-reset/ForgotPasswordPage';
import { ResetPasswordPage } from '../features/password-reset/ResetPasswordPage';

/** The two pages that lead back into an account, in one chunk loaded when either is first opened. */
const screens = { forgot: ForgotPasswordPage, reset: ResetPasswordPage };

export type PasswordResetScreenName = keyof typeof screens;

export function PasswordResetScreen({ screen }: { screen: PasswordResetScreenName }) {
  const Screen = screens[screen];
  return <Screen />;
}
