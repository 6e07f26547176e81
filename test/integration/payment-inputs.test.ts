/**
 * What a payment route refuses, and what it takes, as the spec's own client and an attacker send it:
 * signed webhooks whose body is no event, names with control, broken or bidirectional characters, and
 * the course named by its title (spec section 7) as well as by its id.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useEmulators } from '../support/domain.js';
import { api, freshAddress, uniqueEmail } from '../support/api.js';
import { DELIVERY, freshMobile, sendWebhook } from '../support/payments.js';

// The same settings the local API runs with (its UPI payee among them).
beforeAll(() => useEmulators());

describe('a signed webhook that is no event', () => {
  it.each([['null'], ['[]'], ['[{"event":"order.paid"}]'], ['42'], ['"order.paid"'], ['']])(
    '%j is 400, never 500',
    async (rawBody) => {
      const reply = await sendWebhook(rawBody);
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ success: false, code: 'body_not_json' });
    },
  );
});

describe('names a person could not have typed', () => {
  const order = (name: string) =>
    api('POST', '/api/create-order', { body: { course: 'gpsc', name, mobile: freshMobile() }, from: freshAddress() });
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
    const reply = await api('POST', '/api/auth/student/register', {
      body: { name: 'Ravi \u202EShah', email: uniqueEmail('bidi'), mobile: '9811111111', password: 'secret123' },
      from: freshAddress(),
    });
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
  ])(
    'takes course %j (material %s) and prices it on the server: %i rupees',
    async (course, includeMaterial, rupees) => {
      const reply = await api<{ amount: number }>('POST', '/api/create-order', {
        body: {
          course,
          includeMaterial,
          name: 'Spec Client',
          mobile: freshMobile(),
          amount: 1,
          ...(includeMaterial ? DELIVERY : {}),
        },
        from: freshAddress(),
      });
      expect(reply.status).toBe(200);
      expect(reply.body.amount).toBe(rupees);
    },
  );

  it('refuses a course that is neither', async () => {
    const reply = await api('POST', '/api/create-order', {
      body: { course: 'SSC CGL', name: 'Spec Client', mobile: freshMobile() },
      from: freshAddress(),
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ field: 'course' });
  });
});

describe("a test series' UPI link", () => {
  it("comes from the server, to the server's payee, for the series' price with the note 'Test Series {title}'", async () => {
    const { loginAdmin, registerStudent } = await import('../support/api.js');
    const admin = await loginAdmin();
    const created = await api<{ testSeries: { _id: string } }>('POST', '/api/test-series', {
      token: admin,
      body: {
        title: 'GPSC Prelims Mock 2027',
        description: 'Ten full tests',
        price: 1499.5,
        category: 'gpsc',
        numberOfTests: 10,
        features: [],
      },
    });
    expect(created.status).toBe(201);
    const student = await registerStudent();
    const reply = await api<{ upiUrl: string; amount: number; payee: { address: string; name: string } }>(
      'POST',
      `/api/test-series/${created.body.testSeries._id}/upi/initiate`,
      { token: student.token },
    );
    expect(reply.status).toBe(200);
    const { UPI_PAYEE_ADDRESS, UPI_PAYEE_NAME } = process.env;
    expect(reply.body.payee).toEqual({ address: UPI_PAYEE_ADDRESS, name: UPI_PAYEE_NAME });
    const link = new URL(reply.body.upiUrl);
    expect(link.protocol).toBe('upi:');
    expect(link.searchParams.get('pa')).toBe(UPI_PAYEE_ADDRESS);
    expect(link.searchParams.get('am')).toBe('1499.50');
    expect(link.searchParams.get('tn')).toBe('Test Series GPSC Prelims Mock 2027');
    expect(
      (await api('POST', '/api/test-series/01ARZ3NDEKTSV4RRFFQ69G5FAV/upi/initiate', { token: student.token })).status,
    ).toBe(404);
  });
});
