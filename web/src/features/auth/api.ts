import type { LoginInput, RegisterInput } from '../../../../shared/schemas';
import type { AuthResponse, PublicUser, Role } from '../../../../shared/types';
import { api } from '../../lib/api';

interface SignedIn {
  token: string;
  user: PublicUser;
}

const ADMIN_DEVICE_KEY = 'adminDevice';

/** Students and admins sign in on separate paths (spec section 6). */
export async function logIn(role: Role, input: LoginInput): Promise<SignedIn> {
  if (role === 'admin') {
    // The device token a previous admin login here handed out keeps this device's logins apart from guesses made elsewhere.
    const deviceToken = localStorage.getItem(ADMIN_DEVICE_KEY) ?? undefined;
    const response = await api('POST /api/auth/admin/login', {}, { body: { ...input, ...(deviceToken ? { deviceToken } : {}) } });
    if (response.deviceToken) localStorage.setItem(ADMIN_DEVICE_KEY, response.deviceToken);
    return signedIn(response, role);
  }
  return signedIn(await api('POST /api/auth/student/login', {}, { body: input }), role);
}

export async function registerStudent(input: RegisterInput): Promise<SignedIn> {
  const response = await api('POST /api/auth/student/register', {}, { body: input });
  return signedIn(response, 'student');
}

function signedIn(response: AuthResponse, role: Role): SignedIn {
  const user = role === 'admin' ? response.admin : response.student;
  if (!response.token || !user) throw new Error('The sign-in response has no token or user');
  return { token: response.token, user };
}
