/**
 * Fee plans on a test series, through the real routes against DynamoDB Local and the local Razorpay
 * stand-in: the admin's body checked as a course's is (the same refusals, word for word), the plans in
 * the public reply, a plan's quote to the paisa, an order and its verify that give the series and leave
 * the later instalment as the student's due, and the overdue rule closing the series' tests. Expected
 * figures are worked out by hand here, not taken from the pricing code.
 */
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutOrderReply, CheckoutQuote } from '#shared/checkout.js';
import type { MyDuesReply } from '#shared/dues.js';
import type { FeePlan } from '#shared/fee-plans.js';
import type { TestSeries } from '#shared/types.js';
import { api, loginAdmin, registerStudent } from '../support/api.js';
import { useEmulators } from '../support/domain.js';
import { checkoutResult, gatewayPaymentId } from '../support/payments.js';

let admin: string;

/** A third now, two thirds after 45 days: on ₹799.99 the later share rounds down, the first takes the paisa left. */
const twoInstalments = {
  name: 'Two instalments',
  instalments: [
    { percent: 33.33, dueAfterDays: 0 },
    { percent: 66.67, dueAfterDays: 45 },
  ],
};

const seriesBody = (extra: Record<string, unknown> = {}) => ({
  title: `Plan series ${ulid()}`,
  description: 'Mocks in instalments',
  price: 799.99,
  category: 'ssc',
  numberOfTests: 10,
  ...extra,
});

async function createSeries(extra: Record<string, unknown> = {}): Promise<TestSeries> {
  const reply = await api<{ testSeries: TestSeries }>('POST', '/api/test-series', {
    token: admin,
    body: seriesBody(extra),
  });
  expect(reply.status).toBe(201);
  return reply.body.testSeries;
}

/** Today's date in India, `days` later, worked out here on its own: IST is UTC+5:30 all year. */
function indiaDate(days: number): string {
  const ist = new Date(Date.now() + 5.5 * 3600_000);
  ist.setUTCHours(0, 0, 0, 0);
  return new Date(ist.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

const publicSeries = async (id: string) =>
  (await api<{ testSeries: TestSeries[] }>('GET', '/api/test-series')).body.testSeries.find(
    (series) => series._id === id,
  );

beforeAll(async () => {
  useEmulators();
  admin = await loginAdmin();
});

describe('an admin gives a test series fee plans', () => {
  it('stores them with ids, lists them publicly, keeps an id sent back, and clears them when none are sent', async () => {
    const series = await createSeries({ plans: [twoInstalments] });
    const [plan] = series.plans ?? [];
    expect(plan).toEqual({
      _id: expect.stringMatching(/^[0-9A-Z]{26}$/),
      ...twoInstalments,
      overdue: { rule: 'keep-access' },
    });
    // Before sign-in: the list the /testSeries page reads.
    expect((await publicSeries(series._id))?.plans).toEqual([plan]);

    const { _id, createdAt: _createdAt, plans: _plans, ...fields } = series;
    const suspending = { ...plan!, overdue: { rule: 'suspend', afterDays: 10 } };
    const full = { name: 'Full fee', instalments: [{ amount: 799.99, dueAfterDays: 0 }] };
    const edited = await api<{ testSeries: TestSeries }>('PUT', `/api/test-series/${_id}`, {
      token: admin,
      body: { ...fields, plans: [suspending, full] },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.testSeries.plans).toEqual([
      suspending,
      { _id: expect.stringMatching(/^[0-9A-Z]{26}$/), ...full, overdue: { rule: 'keep-access' } },
    ]);

    const cleared = await api<{ testSeries: TestSeries }>('PUT', `/api/test-series/${_id}`, {
      token: admin,
      body: fields,
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.testSeries).not.toHaveProperty('plans');
    expect(await publicSeries(series._id)).not.toHaveProperty('plans');
  });

  it("refuses bad plans with exactly a course's errors, and stores nothing", async () => {
    const percent = (...parts: [number, number][]) =>
      parts.map(([share, dueAfterDays]) => ({ percent: share, dueAfterDays }));
    const badPlans: Record<string, unknown[]> = {
      'percentages short of 100': [{ name: 'Short', instalments: percent([40, 0], [50, 30]) }],
      'a first instalment not due at checkout': [{ name: 'Late', instalments: percent([50, 5], [50, 30]) }],
      'instalments out of order': [{ name: 'Back', instalments: percent([50, 0], [25, 60], [25, 30]) }],
      'two plans of one name': [
        { name: 'Same', instalments: percent([100, 0]) },
        { name: 'same', instalments: percent([100, 0]) },
      ],
      'percentages mixed with amounts': [
        {
          name: 'Mixed',
          instalments: [
            { percent: 50, dueAfterDays: 0 },
            { amount: 500, dueAfterDays: 30 },
          ],
        },
      ],
      'amounts that miss the price': [
        {
          name: 'Amounts',
          instalments: [
            { amount: 600, dueAfterDays: 0 },
            { amount: 300, dueAfterDays: 30 },
          ],
        },
      ],
      'a suspension without its days': [{ name: 'Rule', instalments: percent([100, 0]), overdue: { rule: 'suspend' } }],
    };
    const before = (await api<{ testSeries: TestSeries[] }>('GET', '/api/test-series/admin/all', { token: admin })).body
      .testSeries.length;
    for (const [problem, plans] of Object.entries(badPlans)) {
      const common = { description: 'Refused', price: 1000, plans };
      const course = await api('POST', '/api/courses', {
        token: admin,
        body: { ...common, title: 'Refused course', category: 'gpsc' },
      });
      const series = await api('POST', '/api/test-series', {
        token: admin,
        body: { ...common, title: 'Refused series', category: 'ssc', numberOfTests: 5 },
      });
      expect(course.status, problem).toBe(400);
      expect({ status: series.status, body: series.body }, problem).toEqual({ status: 400, body: course.body });
    }
    const after = (await api<{ testSeries: TestSeries[] }>('GET', '/api/test-series/admin/all', { token: admin })).body
      .testSeries.length;
    expect(after).toBe(before);
  });
});

describe('a test series bought on a fee plan', () => {
  let series: TestSeries;
  let plan: FeePlan;
  beforeAll(async () => {
    series = await createSeries({ plans: [twoInstalments] });
    plan = series.plans![0]!;
  });

  it('is quoted to the paisa: ₹266.64 now and ₹533.35 after 45 days', async () => {
    const student = await registerStudent();
    const reply = await api<{ quote: CheckoutQuote }>('POST', '/api/checkout/quote', {
      token: student.token,
      body: { seriesId: series._id, planId: plan._id },
    });
    expect(reply.status).toBe(200);
    // 79,999 paise × 66.67% = 53,335.33 → 53,335 (the later share rounds down); 79,999 − 53,335 = 26,664.
    expect(reply.body.quote).toMatchObject({
      product: { kind: 'test-series', _id: series._id },
      price: 799.99,
      discount: 0,
      total: 799.99,
      payNow: 266.64,
      instalments: [
        { amount: 266.64, dueOn: indiaDate(0) },
        { amount: 533.35, dueOn: indiaDate(45) },
      ],
    });
    // Another product's plan does not price this series.
    const other = await createSeries({ plans: [twoInstalments] });
    const foreign = await api('POST', '/api/checkout/quote', {
      token: student.token,
      body: { seriesId: series._id, planId: other.plans![0]!._id },
    });
    expect(foreign).toMatchObject({ status: 404, body: { code: 'fee_plan_not_found' } });
  });

  it('is ordered for the first instalment; verify gives the series and leaves one due for it', async () => {
    const student = await registerStudent();
    const ordered = await api<CheckoutOrderReply>('POST', '/api/checkout/order', {
      token: student.token,
      body: { seriesId: series._id, planId: plan._id },
    });
    expect(ordered.status).toBe(200);
    if (!('orderId' in ordered.body)) throw new Error('expected a gateway order');
    expect(ordered.body.amount).toBe(266.64);
    const before = await api('GET', `/api/test-series/${series._id}/tests`, { token: student.token });
    expect(before).toMatchObject({ status: 403, body: { code: 'test_series_not_purchased' } });

    const verified = await api('POST', '/api/checkout/verify', {
      token: student.token,
      body: checkoutResult(ordered.body.orderId, gatewayPaymentId()),
    });
    expect(verified.status).toBe(200);
    expect((await api('GET', `/api/test-series/${series._id}/tests`, { token: student.token })).status).toBe(200);
    const dues = await api<MyDuesReply>('GET', '/api/my/dues', { token: student.token });
    expect(dues.status).toBe(200);
    expect(dues.body.dues).toHaveLength(1);
    expect(dues.body.dues[0]).toMatchObject({
      product: { kind: 'test-series', _id: series._id },
      instalment: 2,
      amount: 533.35,
      dueOn: indiaDate(45),
      status: 'upcoming',
    });
    expect(dues.body.balance).toBe(533.35);
  });
});

describe("a series plan's overdue rule", () => {
  /** A published test of one question in a new series, and a student given the series with one due of it `daysAgo` days late. */
  async function seriesWithLateDue(
    overdue: { rule: 'keep-access' } | { rule: 'suspend'; afterDays: number },
    daysAgo: number,
  ) {
    const series = await createSeries();
    const created = await api<{ test: { _id: string; sections: { _id: string }[] } }>(
      'POST',
      `/api/admin/test-series/${series._id}/tests`,
      {
        token: admin,
        body: { title: 'Mock', durationMinutes: 30, marksCorrect: 2, marksWrong: 0, sections: [{ title: 'All' }] },
      },
    );
    expect(created.status).toBe(201);
    const testId = created.body.test._id;
    const question = await api('POST', `/api/admin/tests/${testId}/questions`, {
      token: admin,
      body: {
        sectionId: created.body.test.sections[0]!._id,
        textEn: 'Question',
        textGu: 'પ્રશ્ન',
        optionsEn: ['A', 'B', 'C', 'D'],
        optionsGu: ['ક', 'ખ', 'ગ', 'ઘ'],
        correctOption: 0,
      },
    });
    expect(question.status).toBe(201);
    expect(
      (await api('PUT', `/api/admin/tests/${testId}/published`, { token: admin, body: { published: true } })).status,
    ).toBe(200);
    const student = await registerStudent();
    expect(
      (await api('POST', `/api/admin/students/${student.id}/test-series/${series._id}`, { token: admin })).status,
    ).toBe(201);
    const { transactWrite } = await import('#lib/db.js');
    const { dueWritesForPlan } = await import('#domain/payments/index.js');
    const { paise } = await import('#shared/money.js');
    await transactWrite(
      dueWritesForPlan({
        userId: student.id,
        product: { kind: 'test-series', _id: series._id, title: series.title },
        plan: { _id: ulid(), name: 'Two parts', overdue },
        instalments: [{ amount: paise(40_000), dueOn: indiaDate(-daysAgo) }],
        paymentId: ulid(),
        at: new Date(),
      }) as never,
    );
    return { series, testId, student };
  }

  const reads = (token: string, seriesId: string, testId: string) =>
    Promise.all([
      api('GET', `/api/test-series/${seriesId}/tests`, { token }),
      api('GET', `/api/tests/${testId}`, { token }),
      api('POST', `/api/tests/${testId}/attempts`, { token }),
    ]);

  it("closes the series' list, its tests and a new attempt once a due is late by more than the plan's days", async () => {
    const { series, testId, student } = await seriesWithLateDue({ rule: 'suspend', afterDays: 5 }, 6);
    for (const reply of await reads(student.token, series._id, testId)) {
      expect(reply).toMatchObject({ status: 403, body: { code: 'test_series_suspended_for_dues' } });
    }
    // Why, and the way to pay: the student's dues say the due suspends.
    const dues = await api<MyDuesReply>('GET', '/api/my/dues', { token: student.token });
    expect(dues.body.dues[0]).toMatchObject({ status: 'overdue', suspends: true, product: { _id: series._id } });
  });

  it('keeps the tests open on the last day of the grace, and with a plan that keeps access', async () => {
    const graced = await seriesWithLateDue({ rule: 'suspend', afterDays: 5 }, 5);
    const kept = await seriesWithLateDue({ rule: 'keep-access' }, 200);
    for (const { series, testId, student } of [graced, kept]) {
      const [list, test, attempt] = await reads(student.token, series._id, testId);
      expect([list.status, test.status, attempt.status]).toEqual([200, 200, 200]);
    }
  });
});
