import { beforeAll, describe, expect, it } from 'vitest';
import { api, loginAdmin } from '../support/api.js';

interface Plan {
  _id: string;
  name: string;
  instalments: { percent?: number; amount?: number; dueAfterDays: number }[];
  overdue: { rule: string; afterDays?: number };
}
interface CourseReply {
  _id: string;
  price: number;
  plans?: Plan[];
}

const course = {
  title: 'GPSC Class 1-2 Weekend Batch',
  description: 'Weekend classes with tests.',
  price: 24999,
  category: 'gpsc',
  duration: '10 months',
  features: ['Weekend lectures'],
};
const threeInstalments = {
  name: '3 instalments',
  instalments: [
    { percent: 40, dueAfterDays: 0 },
    { percent: 30, dueAfterDays: 30 },
    { percent: 30, dueAfterDays: 60 },
  ],
  overdue: { rule: 'suspend', afterDays: 15 },
};
const byAmounts = {
  name: 'Two parts',
  instalments: [
    { amount: 15000, dueAfterDays: 0 },
    { amount: 9999, dueAfterDays: 45 },
  ],
};

let admin: string;
beforeAll(async () => {
  admin = await loginAdmin();
});

const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;

describe("a course's fee plans", () => {
  it('are saved with the course, get ids, and are listed by the public course reply before sign-in', async () => {
    const created = await api<{ course: CourseReply }>('POST', '/api/courses', {
      token: admin,
      body: { ...course, plans: [threeInstalments, byAmounts] },
    });
    expect(created.status).toBe(201);
    const id = created.body.course._id;

    const detail = await api<{ course: CourseReply }>('GET', `/api/courses/${id}`);
    expect(detail.status).toBe(200);
    const plans = detail.body.course.plans!;
    expect(plans).toHaveLength(2);
    expect(plans[0]).toEqual({ _id: expect.stringMatching(ULID), ...threeInstalments });
    expect(plans[1]).toEqual({ _id: expect.stringMatching(ULID), ...byAmounts, overdue: { rule: 'keep-access' } });
    expect(plans[0]!._id).not.toBe(plans[1]!._id);
  });

  it('keep their ids when the edit form sends them back, and go when it sends none', async () => {
    const created = await api<{ course: CourseReply }>('POST', '/api/courses', {
      token: admin,
      body: { ...course, plans: [threeInstalments] },
    });
    const id = created.body.course._id;
    const planId = created.body.course.plans![0]!._id;

    const renamed = { ...threeInstalments, _id: planId, name: '40-30-30' };
    const edited = await api<{ course: CourseReply }>('PUT', `/api/courses/${id}`, {
      token: admin,
      body: { ...course, plans: [renamed, byAmounts] },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.course.plans?.map((plan) => plan.name)).toEqual(['40-30-30', 'Two parts']);
    expect(edited.body.course.plans![0]!._id).toBe(planId);

    const cleared = await api<{ course: CourseReply }>('PUT', `/api/courses/${id}`, { token: admin, body: course });
    expect(cleared.status).toBe(200);
    expect(cleared.body.course.plans).toBeUndefined();
    expect((await api<{ course: CourseReply }>('GET', `/api/courses/${id}`)).body.course.plans).toBeUndefined();
  });

  it('refuse a plan by amounts that does not add up to the price, and store nothing', async () => {
    const refused = await api('POST', '/api/courses', {
      token: admin,
      body: { ...course, price: 25000, plans: [byAmounts] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, code: 'fee_plan_total_mismatch' });

    const created = await api<{ course: CourseReply }>('POST', '/api/courses', {
      token: admin,
      body: { ...course, plans: [byAmounts] },
    });
    const id = created.body.course._id;
    const repriced = await api('PUT', `/api/courses/${id}`, {
      token: admin,
      body: { ...course, price: 30000, plans: [byAmounts] },
    });
    expect(repriced.status).toBe(400);
    expect(repriced.body).toMatchObject({ code: 'fee_plan_total_mismatch' });
    expect((await api<{ course: CourseReply }>('GET', `/api/courses/${id}`)).body.course.price).toBe(24999);
  });

  it("refuse percentages that do not add up to 100, with the rule's own code", async () => {
    const plan = { ...threeInstalments, instalments: threeInstalments.instalments.slice(0, 2) };
    const refused = await api('POST', '/api/courses', { token: admin, body: { ...course, plans: [plan] } });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'validation.plan_percent_total' });
  });
});
