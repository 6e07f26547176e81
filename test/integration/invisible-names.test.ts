/**
 * Names and titles reach the API as one line of visible text: a sign-up, My Account, a card payer and
 * an admin's course title with a line separator or a zero-width character are refused with the
 * validation code the web shows a message for, and nothing is written; a Gujarati name written with a
 * zero-width joiner is kept exactly.
 */
import { describe, expect, it } from 'vitest';
import { api, freshAddress, loginAdmin, registerStudent, uniqueEmail } from '../support/api.js';

const refusal = (field: string, label: string) => ({
  success: false,
  code: 'validation.characters',
  field,
  error: `${label} contains invisible or invalid characters; please retype it`,
});

describe('a name with an invisible character or a line separator', () => {
  it('is refused at sign-up, and no account is made', async () => {
    const email = uniqueEmail('invisible');
    const reply = await api('POST', '/api/auth/student/register', {
      body: { name: 'Asha\u2028Patel', email, mobile: '9876543210', password: 'secret123' },
      from: freshAddress(),
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual(refusal('name', 'Name'));
    const login = await api('POST', '/api/auth/student/login', {
      body: { email, password: 'secret123' },
      from: freshAddress(),
    });
    expect(login.status).toBe(401);
  });

  it('is refused in My Account, and the name stays', async () => {
    const student = await registerStudent({ name: 'Kiran Shah' });
    const reply = await api('PUT', '/api/account/details', {
      token: student.token,
      body: { name: 'Kiran\u200bShah', mobile: '9876543210' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual(refusal('name', 'Name'));
    const profile = await api<{ user: { name: string } }>('GET', '/api/auth/profile', { token: student.token });
    expect(profile.body.user.name).toBe('Kiran Shah');
  });

  it("is refused as a card payer's name", async () => {
    const reply = await api('POST', '/api/create-order', {
      body: { course: 'gpsc', name: 'Ravi\ufeffKumar', mobile: '9876543210' },
      from: freshAddress(),
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual(refusal('name', 'Name'));
  });

  it("is refused as a course's title", async () => {
    const admin = await loginAdmin();
    const reply = await api('POST', '/api/courses', {
      token: admin,
      body: { title: 'GPSC\u2060 Class 1', description: 'D', price: 100, category: 'gpsc' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual(refusal('title', 'Title'));
  });
});

describe('a Gujarati name written with a zero-width joiner', () => {
  it('signs up and reads back exactly as typed', async () => {
    const name = 'લક્\u200dષ્મી પટેલ';
    const student = await registerStudent({ name });
    const profile = await api<{ user: { name: string } }>('GET', '/api/auth/profile', { token: student.token });
    expect(profile.body.user.name).toBe(name);
  });
});
