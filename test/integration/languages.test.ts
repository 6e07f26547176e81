import { beforeAll, describe, expect, it } from 'vitest';
import { api, loginAdmin, registerStudent } from '../support/api.js';

describe("a signed-in person's language", () => {
  it('is absent until chosen, then stored with the account and given back with the profile', async () => {
    const student = await registerStudent();
    const before = await api<{ user: { language?: string } }>('GET', '/api/auth/profile', { token: student.token });
    expect(before.status).toBe(200);
    expect(before.body.user.language).toBeUndefined();

    const chosen = await api<{ language: string }>('PUT', '/api/auth/profile/language', {
      token: student.token,
      body: { language: 'gu' },
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toEqual({ success: true, language: 'gu' });
    const after = await api<{ user: { language?: string } }>('GET', '/api/auth/profile', { token: student.token });
    expect(after.body.user.language).toBe('gu');

    // A later login, as on another device, finds it too.
    const login = await api<{ student: { language?: string } }>('POST', '/api/auth/student/login', {
      body: { email: student.email, password: student.password },
    });
    expect(login.body.student.language).toBe('gu');

    await api('PUT', '/api/auth/profile/language', { token: student.token, body: { language: 'en' } });
    const back = await api<{ user: { language?: string } }>('GET', '/api/auth/profile', { token: student.token });
    expect(back.body.user.language).toBe('en');
  });

  it("is one of the site's languages: anything else is a 400 naming the field", async () => {
    const student = await registerStudent();
    for (const body of [{ language: 'fr' }, { language: '' }, { language: 7 }, {}]) {
      const reply = await api<{ code: string; field?: string }>('PUT', '/api/auth/profile/language', {
        token: student.token,
        body,
      });
      expect({ body, status: reply.status }).toEqual({ body, status: 400 });
      expect(reply.body.code).toMatch(/^validation\./);
    }
  });

  it("needs a signed-in account, an admin's too", async () => {
    expect((await api('PUT', '/api/auth/profile/language', { body: { language: 'gu' } })).status).toBe(401);
    const admin = await loginAdmin();
    expect((await api('PUT', '/api/auth/profile/language', { token: admin, body: { language: 'gu' } })).status).toBe(
      200,
    );
    await api('PUT', '/api/auth/profile/language', { token: admin, body: { language: 'en' } });
  });
});

describe("a course's Gujarati title and description", () => {
  let admin: string;
  beforeAll(async () => {
    admin = await loginAdmin();
  });

  const course = {
    title: 'Talati Maths Crash Course',
    description: 'Arithmetic for the Talati exam.',
    price: 999,
    category: 'talati',
    duration: '2 months',
    features: [],
  };

  it('are kept as the admin wrote them (trimmed), in the course and the list', async () => {
    const created = await api<{ course: { _id: string; titleGu?: string; descriptionGu?: string } }>(
      'POST',
      '/api/courses',
      {
        token: admin,
        body: { ...course, titleGu: '  તલાટી ગણિત ક્રેશ કોર્સ ', descriptionGu: 'તલાટીની પરીક્ષા માટે ગણિત.' },
      },
    );
    expect(created.status).toBe(201);
    const id = created.body.course._id;
    expect(created.body.course).toMatchObject({
      titleGu: 'તલાટી ગણિત ક્રેશ કોર્સ',
      descriptionGu: 'તલાટીની પરીક્ષા માટે ગણિત.',
    });

    const one = await api<{ course: { titleGu?: string } }>('GET', `/api/courses/${id}`);
    expect(one.body.course.titleGu).toBe('તલાટી ગણિત ક્રેશ કોર્સ');
    const list = await api<{ courses: { _id: string; descriptionGu?: string }[] }>('GET', '/api/courses');
    expect(list.body.courses.find((entry) => entry._id === id)?.descriptionGu).toBe('તલાટીની પરીક્ષા માટે ગણિત.');
  });

  it('are optional: blank ones are not stored, and an update without them removes them', async () => {
    const created = await api<{ course: { _id: string; titleGu?: string } }>('POST', '/api/courses', {
      token: admin,
      body: { ...course, titleGu: '   ', descriptionGu: '' },
    });
    expect(created.status).toBe(201);
    expect(created.body.course).not.toHaveProperty('titleGu');
    expect(created.body.course).not.toHaveProperty('descriptionGu');
    const id = created.body.course._id;

    const withGujarati = await api<{ course: { titleGu?: string } }>('PUT', `/api/courses/${id}`, {
      token: admin,
      body: { ...course, titleGu: 'ગણિત' },
    });
    expect(withGujarati.body.course.titleGu).toBe('ગણિત');
    const without = await api<{ course: { titleGu?: string } }>('PUT', `/api/courses/${id}`, {
      token: admin,
      body: course,
    });
    expect(without.status).toBe(200);
    expect(without.body.course).not.toHaveProperty('titleGu');
    expect((await api<{ course: object }>('GET', `/api/courses/${id}`)).body.course).not.toHaveProperty('titleGu');
  });

  it('are checked like the other texts', async () => {
    const reply = await api<{ code: string; field: string }>('POST', '/api/courses', {
      token: admin,
      body: { ...course, titleGu: 'x'.repeat(201) },
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: 'validation.too_long', field: 'titleGu' });
  });
});
