import { describe, expect, it } from 'vitest';
import { api, registerStudent } from '../support/api.js';

describe('a mobile typed the way people write it', () => {
  it('registers "+91 98980 12345" as 9898012345, and the profile keeps those ten digits', async () => {
    const student = await registerStudent({ mobile: '+91 98980 12345' });
    const profile = await api<{ user: { mobile: string } }>('GET', '/api/auth/profile', { token: student.token });
    expect(profile.status).toBe(200);
    expect(profile.body.user.mobile).toBe('9898012345');
  });

  it('changes a student\'s mobile to "098980-54321" as 9898054321', async () => {
    const student = await registerStudent();
    const reply = await api<{ user: { mobile: string } }>('PUT', '/api/account/details', {
      token: student.token,
      body: { name: student.name, mobile: '098980-54321' },
    });
    expect(reply.status).toBe(200);
    const profile = await api<{ user: { mobile: string } }>('GET', '/api/auth/profile', { token: student.token });
    expect(profile.body.user.mobile).toBe('9898054321');
  });

  it('refuses "98980 1234" with the spec message', async () => {
    const reply = await api('PUT', '/api/account/details', {
      token: (await registerStudent()).token,
      body: { name: 'Asha Patel', mobile: '98980 1234' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toBe('Mobile number must be exactly 10 digits');
  });
});
