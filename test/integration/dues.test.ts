/**
 * Instalment dues against DynamoDB Local: the dues a plan's first payment creates, a due paid twice
 * at once, the student's list, a due paid by UPI and UTR, the office's list, the reminders and the
 * overdue rule. Expected figures are worked out by hand from the plan, not taken from the code.
 */
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MyDue } from '#shared/dues.js';
import { api, loginAdmin, registerStudent } from '../support/api.js';
import { useEmulators } from '../support/domain.js';
import { createPlanCourse, type PlanCourse, settleFirstInstalment } from '../support/dues.js';

let admin: string;
let course: PlanCourse;

const fortyThirtyThirty = {
  name: '3 instalments',
  instalments: [
    { percent: 40, dueAfterDays: 0 },
    { percent: 30, dueAfterDays: 30 },
    { percent: 30, dueAfterDays: 60 },
  ],
};

/** Today's date in India, `days` later, worked out here on its own: IST is UTC+5:30 all year. */
function indiaDate(days: number): string {
  const ist = new Date(Date.now() + 5.5 * 3600_000);
  ist.setUTCHours(0, 0, 0, 0);
  return new Date(ist.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

const myDues = (token: string) => api<{ dues: MyDue[] }>('GET', '/api/my/dues', { token });

beforeAll(async () => {
  useEmulators();
  admin = await loginAdmin();
  course = await createPlanCourse(admin, 24999, [fortyThirtyThirty]);
});

describe('dues of a fee plan', () => {
  it('are the instalments after the first, adding up with it to the plan, each on its India date', async () => {
    const student = await registerStudent();
    const { dueIds } = await settleFirstInstalment(student, course);
    const { duesOfStudent } = await import('#domain/payments/index.js');
    const dues = await duesOfStudent(student.id);
    // ₹24,999 at 40/30/30: ₹9,999.60 now, then ₹7,499.70 after 30 and after 60 days.
    expect(dues.map((due) => [due.id, due.instalment, due.amountPaise, due.dueOn, due.status])).toEqual([
      [dueIds[0], 2, 749_970, indiaDate(30), 'unpaid'],
      [dueIds[1], 3, 749_970, indiaDate(60), 'unpaid'],
    ]);
    expect(999_960 + dues.reduce((sum, due) => sum + due.amountPaise, 0)).toBe(2_499_900);
  });

  it('a due paid by two payments at once is paid by one of them', async () => {
    const student = await registerStudent();
    await settleFirstInstalment(student, course);
    const { duesOfStudent, dueSettleWrites } = await import('#domain/payments/index.js');
    const { transactWrite } = await import('#lib/db.js');
    const [due] = await duesOfStudent(student.id);
    const payments = [ulid(), ulid(), ulid()];
    const results = await Promise.allSettled(
      payments.map((paymentId) => transactWrite([dueSettleWrites(due!, paymentId, new Date())] as never)),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const [after] = await duesOfStudent(student.id);
    expect(after!.status).toBe('paid');
    expect(payments).toContain(after!.paidBy);
    // Later, once more: still refused.
    await expect(transactWrite([dueSettleWrites(due!, ulid(), new Date())] as never)).rejects.toThrow();
  });
});

describe('GET /api/my/dues', () => {
  it("lists the student's own dues with their state, the balance and the next date", async () => {
    const student = await registerStudent();
    const { dueIds } = await settleFirstInstalment(student, course);
    const other = await registerStudent();
    const reply = await myDues(student.token);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      balance: 14999.4,
      next: { dueOn: indiaDate(30), amount: 7499.7 },
      dues: [
        {
          _id: dueIds[0],
          product: { kind: 'course', _id: course._id, title: course.title },
          plan: { _id: course.plans[0]!._id, name: '3 instalments' },
          instalment: 2,
          amount: 7499.7,
          dueOn: indiaDate(30),
          status: 'upcoming',
        },
        { _id: dueIds[1], instalment: 3, amount: 7499.7, dueOn: indiaDate(60), status: 'upcoming' },
      ],
    });
    // Another student sees none of them.
    const theirs = await myDues(other.token);
    expect(theirs.body).toEqual({ success: true, dues: [], balance: 0 });
  });
});
