/**
 * A student's first instalment settled as the checkout's settle transaction does it: the enrolment
 * and the dues of the plan's later instalments (dueWritesForPlan), from the server's own quote.
 */
import { ulid } from 'ulid';
import { expect } from 'vitest';
import type { CheckoutQuote } from '#shared/checkout.js';
import { api } from './api.js';

export interface PlanCourse {
  _id: string;
  title: string;
  plans: { _id: string; name: string; overdue: { rule: 'keep-access' } | { rule: 'suspend'; afterDays: number } }[];
}

export async function createPlanCourse(admin: string, price: number, plans: unknown[]): Promise<PlanCourse> {
  const reply = await api<{ course: PlanCourse }>('POST', '/api/courses', {
    token: admin,
    body: { title: `Dues course ${ulid()}`, description: 'Paid in instalments.', price, category: 'gpsc', plans },
  });
  expect(reply.status).toBe(201);
  return reply.body.course;
}

/** Quotes the plan for the student, then enrols them and writes their dues in one transaction; answers the dues' ids in order. */
export async function settleFirstInstalment(student: { token: string; id: string }, course: PlanCourse, planIndex = 0) {
  const plan = course.plans[planIndex]!;
  const quoted = await api<{ quote: CheckoutQuote }>('POST', '/api/checkout/quote', {
    token: student.token,
    body: { courseId: course._id, planId: plan._id },
  });
  expect(quoted.status).toBe(200);
  const { transactWrite } = await import('#lib/db.js');
  const { dueWritesForPlan } = await import('#domain/payments/index.js');
  const { enrollmentWrites } = await import('#domain/learning/index.js');
  const { rupeesToPaise } = await import('#shared/money.js');
  const paymentId = ulid();
  const writes = dueWritesForPlan({
    userId: student.id,
    product: { kind: 'course', _id: course._id, title: course.title },
    plan,
    instalments: quoted.body.quote.instalments.slice(1).map((instalment) => ({
      amount: rupeesToPaise(instalment.amount),
      dueOn: instalment.dueOn,
    })),
    paymentId,
    at: new Date(),
  });
  await transactWrite([...enrollmentWrites(student.id, course._id, new Date().toISOString()), ...writes] as never);
  return { paymentId, quote: quoted.body.quote, dueIds: writes.map((_, index) => `${paymentId}-${index + 2}`) };
}
