import type { AccountDetails, PasswordChange } from '../../../../shared/schemas';
import type { PublicUser } from '../../../../shared/types';
import { api } from '../../lib/api';

/** The account as the server has it now (the session's copy may be older). */
export async function fetchAccount(signal: AbortSignal): Promise<PublicUser> {
  const { user } = await api('GET /api/auth/profile', {}, { signal });
  if (!user) throw new Error('The profile response has no user');
  return user;
}

export async function saveDetails(details: AccountDetails): Promise<PublicUser> {
  const { user } = await api('PUT /api/account/details', {}, { body: details });
  return user;
}

/** Every other session ends; this one goes on with the token returned. */
export async function changePassword(change: PasswordChange): Promise<{ token: string; user: PublicUser }> {
  const { token, user } = await api('PUT /api/account/password', {}, { body: change });
  return { token, user };
}
