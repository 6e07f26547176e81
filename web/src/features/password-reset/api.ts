import type { Language } from '../../../../shared/site-pages';
import type { Role } from '../../../../shared/types';
import { api } from '../../lib/api';

/** Asks for a reset link; the answer is the same whether or not the e-mail has an account. */
export async function requestResetLink(email: string, language: Language): Promise<void> {
  await api('POST /api/auth/password-reset/request', {}, { body: { email, language } });
}

/** Whose link it is, while it still works; an ApiError says why it does not. */
export async function checkResetLink(token: string, signal?: AbortSignal): Promise<Role> {
  const { role } = await api('POST /api/auth/password-reset/check', {}, { body: { token }, signal });
  return role;
}

export async function resetPassword(token: string, password: string): Promise<Role> {
  const { role } = await api('POST /api/auth/password-reset', {}, { body: { token, password } });
  return role;
}

/** The token a reset e-mail's link carries after '#token='; '' when there is none. */
export function tokenOfHash(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}

/** The codes that say the link itself no longer works: asking for a new one is the way on. */
export const LINK_ENDED_CODES: ReadonlySet<string> = new Set([
  'reset_link_invalid',
  'reset_link_expired',
  'reset_link_used',
]);
