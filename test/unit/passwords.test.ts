import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../functions/lib/passwords.js';

describe('password hashing', () => {
  it('stores scrypt at OWASP parameters with a random salt', async () => {
    const [a, b] = await Promise.all([hashPassword('secret123'), hashPassword('secret123')]);
    expect(a).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b);
  });
  it('verifies the right password and rejects a wrong or malformed one', async () => {
    const hash = await hashPassword('pässwörd');
    expect(await verifyPassword('pässwörd', hash)).toBe(true);
    expect(await verifyPassword('passwörd', hash)).toBe(false);
    expect(await verifyPassword('pässwörd', 'bcrypt$whatever')).toBe(false);
  });
});
