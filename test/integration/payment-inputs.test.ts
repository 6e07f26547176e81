/**
 * What a payment route refuses, and what it takes, as the spec's own client and an attacker send it:
 * signed webhooks whose body is no event, names with control, broken or bidirectional characters, and
 * the course named by its title (spec section 7) as well as by its id.
 */
import { describe, expect, it } from 'vitest';
import { api, freshAddress, uniqueEmail } from '../support/api.js';
import { freshMobile, sendWebhook } from '../support/payments.js';

describe('a signed webhook that is no event', () => {
  it.each([['null'], ['[]'], ['[{"event":"order.paid"}]'], ['42'], ['"order.paid"'], ['']])('%j is 400, never 500', async (rawBody) => {
    const reply = await sendWebhook(rawBody);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ success: false, code: 'body_not_json' });
  });
});

describe('names a person could not have typed', () => {
  const order = (name: string) => api('POST', '/api/create-order', { body: { course: 'gpsc', name, mobile: freshMobile() }, from: freshAddress() });
  it.each([
    ['a NUL', 'Asha\u0000Patel'],
    ['a newline', 'Asha\nPatel'],
    ['a C1 control', 'Asha\u0085Patel'],
    ['a right-to-left override', 'Asha \u202Eletap'],
    ['a left-to-right embedding', '\u202AAsha Patel'],
    ['a first-strong isolate', 'Asha \u2068Patel\u2069'],
    ['a lone surrogate', 'Asha \ud800Patel'],
  ])('create-order refuses a name with %s', async (_label, name) => {
    const reply = await order(name);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ field: 'name' });
  });

  it('sign-up refuses a right-to-left override in a name, and a UPI rejection reason with one', async () => {
    const reply = await api('POST', '/api/auth/student/register', { body: { name: 'Ravi \u202EShah', email: uniqueEmail('bidi'), mobile: '9811111111', password: 'secret123' }, from: freshAddress() });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ field: 'name' });
  });

  it('takes Gujarati names, conjuncts and all', async () => {
    expect((await order('આશા પટેલ ક્ષત્રિય')).status).toBe(200);
  });
});

describe("the spec's own create-order contract", () => {
  it.each([
    ['GPSC Class 1-2', false, 10242],
    ['GPSC Class 1-2', true, 17923],
    ['UPSC Exam Prelims + Mains', false, 35846],
    ['upsc', false, 35846],
  ])('takes course %j (material %s) and prices it on the server: %i rupees', async (course, includeMaterial, rupees) => {
    const reply = await api<{ amount: number }>('POST', '/api/create-order', { body: { course, includeMaterial, name: 'Spec Client', mobile: freshMobile(), amount: 1 }, from: freshAddress() });
    expect(reply.status).toBe(200);
    expect(reply.body.amount).toBe(rupees);
  });

  it('refuses a course that is neither', async () => {
    const reply = await api('POST', '/api/create-order', { body: { course: 'SSC CGL', name: 'Spec Client', mobile: freshMobile() }, from: freshAddress() });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ field: 'course' });
  });
});
