import { beforeAll, describe, expect, it } from 'vitest';
import { COURSE_CATEGORIES } from '#shared/constants.js';
import { api } from '../support/api.js';
import { useEmulators } from '../support/domain.js';
import { countersOf, difference, figuresOf, scanTable } from '../support/ledger.js';

beforeAll(useEmulators);

describe('first-start seed', () => {
  it('seeds once: admin, demo student, courses in every category, test series and ads', async () => {
    const { seedIfEmpty } = await import('#infra/local/seed.js');
    const { DEMO_ADS, DEMO_COURSES, DEMO_STUDENT, DEMO_TEST_SERIES } = await import('#infra/local/seed-data.js');
    const { listTestSeries } = await import('#domain/catalogue/test-series.js');
    const { listAds } = await import('#domain/catalogue/homepage-ads.js');
    const admin = { name: 'Seed Admin', email: 'seed-admin@test.local', password: 'seed-admin-pw' };
    const log = () => undefined;

    // Another file may have saved the contact settings; the seed writes its own only where there are none.
    const { siteSettingsKeys } = await import('#domain/catalogue/index.js');
    const { DeleteCommand } = await import('@aws-sdk/lib-dynamodb');
    const { db, tableName } = await import('#lib/db.js');
    await db().send(new DeleteCommand({ TableName: tableName(), Key: siteSettingsKeys.item }));

    const before = await scanTable();
    expect(await seedIfEmpty(admin, log)).toBe(true);
    expect(await seedIfEmpty(admin, log)).toBe(false);

    // The seed leaves the admin figures' counters equal to what it wrote: one student (not the
    // admin), every demo course, the demo lectures, the demo student's enrolment.
    const after = await scanTable();
    const seededFigures = difference(figuresOf(after), figuresOf(before));
    expect(difference(countersOf(after), countersOf(before))).toEqual(seededFigures);
    expect(seededFigures).toMatchObject({
      studentCount: 1,
      courseCount: DEMO_COURSES.length,
      videoCount: 2,
      ledgerCount: 0,
    });

    const { body } = await api<{ courses: { title: string; category: string }[] }>('GET', '/api/courses');
    const seeded = body.courses.filter((course) => DEMO_COURSES.some((demo) => demo.title === course.title));
    expect(seeded).toHaveLength(DEMO_COURSES.length);
    expect(new Set(seeded.map((course) => course.category))).toEqual(new Set(COURSE_CATEGORIES));

    // Other test files add their own series and ads to the same table: look for the seed's.
    const seriesTitles = (await listTestSeries({ activeOnly: true })).map((series) => series.title);
    for (const series of DEMO_TEST_SERIES)
      expect(seriesTitles.filter((title) => title === series.title)).toHaveLength(1);
    const adTitles = (await listAds({ activeOnly: true })).map((ad) => ad.title);
    for (const ad of DEMO_ADS) expect(adTitles.filter((title) => title === ad.title)).toHaveLength(1);
    expect(DEMO_TEST_SERIES.length).toBeGreaterThanOrEqual(3);
    expect(DEMO_ADS).toHaveLength(2);

    // A newcomer sees fee plans and a coupon at checkout: the GPSC course's 40/30/30 plan, TOPPER10.
    const gpsc = body.courses.find((course) => course.category === 'gpsc' && DEMO_COURSES[0]!.title === course.title);
    const detail = await api<{ course: { plans?: { name: string; instalments: { percent?: number }[] }[] } }>(
      'GET',
      `/api/courses/${(gpsc as unknown as { _id: string })._id}`,
    );
    expect(detail.body.course.plans?.map((plan) => plan.instalments.map((instalment) => instalment.percent))).toEqual([
      [100],
      [40, 30, 30],
    ]);
    const { findCoupon } = await import('#domain/payments/index.js');
    expect(await findCoupon('topper10')).toMatchObject({ code: 'TOPPER10', percentOff: 10, paused: false, uses: 0 });

    // /contact shows the seeded address, map, hours and WhatsApp.
    const { DEMO_SETTINGS } = await import('#infra/local/seed-data.js');
    expect((await api<{ settings: unknown }>('GET', '/api/site-settings')).body.settings).toEqual(DEMO_SETTINGS);

    const adminLogin = await api('POST', '/api/auth/admin/login', {
      body: { email: admin.email, password: admin.password },
    });
    expect(adminLogin.status).toBe(200);
    const studentLogin = await api('POST', '/api/auth/student/login', {
      body: { email: DEMO_STUDENT.email, password: DEMO_STUDENT.password },
    });
    expect(studentLogin.status).toBe(200);
  });
});
