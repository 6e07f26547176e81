import type { LoginInput, RegisterInput } from '../../../../shared/schemas';
import type { AuthResponse, PublicUser, Role } from '../../../../shared/types';
import { api } from '../../lib/api';
import { retryWhenBusy, type RetryOptions } from '../../lib/busy-retry';

interface SignedIn {
  token: string;
  user: PublicUser;
}

const ADMIN_DEVICE_KEY = 'adminDevice';

/**
 * Students and admins sign in on separate paths (spec section 6). A login the server was too busy to
 * check (a whole class at once) is sent again a few times: a login sent twice is still one login.
 */
export async function logIn(role: Role, input: LoginInput, retry: RetryOptions = {}): Promise<SignedIn> {
  if (role === 'admin') {
    // The device token a previous admin login here handed out keeps this device's logins apart from guesses made elsewhere.
    const deviceToken = localStorage.getItem(ADMIN_DEVICE_KEY) ?? undefined;
    const response = await retryWhenBusy(
      () => api('POST /api/auth/admin/login', {}, { body: { ...input, ...(deviceToken ? { deviceToken } : {}) } }),
      retry,
    );
    if (response.deviceToken) localStorage.setItem(ADMIN_DEVICE_KEY, response.deviceToken);
    return signedIn(response, role);
  }
  return signedIn(await retryWhenBusy(() => api('POST /api/auth/student/login', {}, { body: input }), retry), role);
}

/**
 * A sign-up the server had no time for, or whose answer timed out, is sent again a few times: the
 * server answers a repeated sign-up as it answered the first, so the student lands signed in either way.
 */
export async function registerStudent(input: RegisterInput, retry: RetryOptions = {}): Promise<SignedIn> {
  const response = await retryWhenBusy(() => api('POST /api/auth/student/register', {}, { body: input }), retry);
  return signedIn(response, 'student');
}

function signedIn(response: AuthResponse, role: Role): SignedIn {
  const user = role === 'admin' ? response.admin : response.student;
  if (!response.token || !user) throw new Error('The sign-in response has no token or user');
  return { token: response.token, user };
}
