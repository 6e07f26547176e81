import { describe, expect, it } from 'vitest';
import { api, expiredToken, noneAlgToken, registerStudent, tamperedToken, uniqueEmail } from '../support/api.js';

describe('student registration', () => {
  it('returns a token and the student without any password hash', async () => {
    const email = uniqueEmail();
    const reply = await api('POST', '/api/auth/student/register', {
      body: { name: 'Ravi Shah', email, mobile: '9123456780', password: 'secret123' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      success: true,
      token: expect.any(String),
      student: { name: 'Ravi Shah', email, mobile: '9123456780', role: 'student' },
    });
    expect(JSON.stringify(reply.body)).not.toMatch(/passwordHash|scrypt\$/);
  });

  it('rejects an e-mail that differs only in case', async () => {
    const first = await registerStudent();
    const reply = await api('POST', '/api/auth/student/register', {
      body: { name: 'Copy', email: first.email.toUpperCase(), mobile: '9123456780', password: 'secret123' },
    });
    expect(reply.status).toBe(409);
    expect(reply.body).toEqual({
      success: false,
      error: 'An account with this email already exists',
      code: 'email_taken',
    });
  });

  it('lets exactly one of simultaneous registrations with the same e-mail make the account: the same sign-up again shares it, another is 409', async () => {
    const email = uniqueEmail('race');
    const body = { name: 'Race', email, mobile: '9123456780', password: 'secret123' };
    const others = [
      { ...body, password: 'other-secret' },
      { ...body, password: 'third-secret' },
    ];
    const replies = await Promise.all(
      [body, ...others, body].map((payload) =>
        api<{ student?: { _id: string } }>('POST', '/api/auth/student/register', { body: payload }),
      ),
    );
    expect(replies.map((r) => r.status)).toContain(200);
    const made = replies.filter((r) => r.status === 200);
    expect(new Set(made.map((r) => r.body.student!._id)).size).toBe(1);
    // Whichever sign-up won, at most the two identical ones share it; the others are refused.
    expect(made.length).toBeLessThanOrEqual(2);
    expect(replies.filter((r) => r.status === 409)).toHaveLength(4 - made.length);
  });

  it.each([
    [{ mobile: '12345' }, 'Mobile number must be exactly 10 digits', 'validation.mobile_digits', 'mobile'],
    [{ mobile: '12345678901' }, 'Mobile number must be exactly 10 digits', 'validation.mobile_digits', 'mobile'],
    [{ mobile: '98765abcde' }, 'Mobile number must be exactly 10 digits', 'validation.mobile_digits', 'mobile'],
    [{ password: '12345' }, 'Password must be at least 6 characters', 'validation.password_too_short', 'password'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address', 'validation.email', 'email'],
    [{ name: '   ' }, 'Name is required', 'validation.required', 'name'],
  ])('rejects %o with a clear message', async (override, message, code, field) => {
    const body = { name: 'Valid Name', email: uniqueEmail(), mobile: '9876543210', password: 'secret123', ...override };
    const reply = await api('POST', '/api/auth/student/register', { body });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ success: false, error: message, code, field });
  });
});

describe('login', () => {
  it('logs a student in case-insensitively and returns the profile for the token', async () => {
    const student = await registerStudent();
    const login = await api<{ token: string; student: { email: string } }>('POST', '/api/auth/student/login', {
      body: { email: student.email.toUpperCase(), password: student.password },
    });
    expect(login.status).toBe(200);
    expect(login.body.student).toMatchObject({ email: student.email });
    const profile = await api('GET', '/api/auth/profile', { token: login.body.token });
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({
      success: true,
      userType: 'student',
      user: { _id: student.id, email: student.email },
    });
    expect(JSON.stringify(profile.body)).not.toMatch(/passwordHash/);
  });

  it('gives the same answer for a wrong password and an unknown account', async () => {
    const student = await registerStudent();
    const wrong = await api('POST', '/api/auth/student/login', {
      body: { email: student.email, password: 'wrong-password' },
    });
    const unknown = await api('POST', '/api/auth/student/login', {
      body: { email: uniqueEmail('nobody'), password: 'whatever' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ success: false, error: 'Invalid email or password', code: 'invalid_credentials' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('does not let a student in through the admin login', async () => {
    const student = await registerStudent();
    const reply = await api('POST', '/api/auth/admin/login', {
      body: { email: student.email, password: student.password },
    });
    expect(reply.status).toBe(401);
  });

  it('locks an account after 10 failed logins within the window, even for the right password', async () => {
    const student = await registerStudent();
    for (let i = 0; i < 10; i++) {
      const reply = await api('POST', '/api/auth/student/login', {
        body: { email: student.email, password: `wrong-${i}` },
      });
      expect(reply.status).toBe(401);
    }
    const locked = await api('POST', '/api/auth/student/login', {
      body: { email: student.email, password: student.password },
    });
    expect(locked.status).toBe(429);
    expect(locked.body.error).toMatch(/^Too many failed login attempts\. Please try again in 1[45] minutes\.$/);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(800);
  }, 60_000);

  it('requires e-mail and password', async () => {
    const reply = await api('POST', '/api/auth/student/login', { body: { email: 'a@b.co' } });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      success: false,
      error: 'Email and password are required',
      code: 'validation.login_required',
      field: 'password',
    });
  });
});

describe('tokens', () => {
  it('rejects expired, tampered and alg:none tokens with 401', async () => {
    const student = await registerStudent();
    for (const token of [
      await expiredToken(student.id, 'student'),
      tamperedToken(student.token),
      noneAlgToken(student.id),
      'not-a-jwt',
    ]) {
      const reply = await api('GET', '/api/auth/profile', { token });
      expect(reply.status, token).toBe(401);
      expect(reply.body.success).toBe(false);
    }
    const expired = await api('GET', '/api/auth/profile', { token: await expiredToken(student.id, 'student') });
    expect(expired.body.error).toBe('Your session has expired. Please log in again.');
  });

  it('requires a token for the profile', async () => {
    const reply = await api('GET', '/api/auth/profile');
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ success: false, error: 'Please log in to continue', code: 'unauthenticated' });
  });
});
