import { beforeAll, describe, expect, it } from 'vitest';
import { COURSE_CATEGORIES } from '../../shared/constants.js';
import { api } from '../support/api.js';
import { useEmulators } from '../support/domain.js';

beforeAll(useEmulators);

describe('first-start seed', () => {
  it('seeds once: admin, demo student, courses in every category, test series and ads', async () => {
    const { seedIfEmpty } = await import('../../infra/local/seed.js');
    const { DEMO_COURSES, DEMO_STUDENT } = await import('../../infra/local/seed-data.js');
    const { listTestSeries } = await import('../../functions/domain/test-series.js');
    const { listAds } = await import('../../functions/domain/homepage-ads.js');
    const admin = { name: 'Seed Admin', email: 'seed-admin@test.local', password: 'seed-admin-pw' };
    const log = () => undefined;

    expect(await seedIfEmpty(admin, log)).toBe(true);
    expect(await seedIfEmpty(admin, log)).toBe(false);

    const { body } = await api<{ courses: { title: string; category: string }[] }>('GET', '/api/courses');
    const seeded = body.courses.filter((course) => DEMO_COURSES.some((demo) => demo.title === course.title));
    expect(seeded).toHaveLength(DEMO_COURSES.length);
    expect(new Set(seeded.map((course) => course.category))).toEqual(new Set(COURSE_CATEGORIES));

    expect((await listTestSeries({ activeOnly: true })).length).toBeGreaterThanOrEqual(3);
    expect(await listAds({ activeOnly: true })).toHaveLength(2);

    const adminLogin = await api('POST', '/api/auth/admin/login', { body: { email: admin.email, password: admin.password } });
    expect(adminLogin.status).toBe(200);
    const studentLogin = await api('POST', '/api/auth/student/login', { body: { email: DEMO_STUDENT.email, password: DEMO_STUDENT.password } });
    expect(studentLogin.status).toBe(200);
  });
});
