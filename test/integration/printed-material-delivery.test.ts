/**
 * Printed material bought on /gpsc is couriered: the card order asks where to (address, PIN code,
 * e-mail), refuses an order without them, stores them with the payment and shows them to the office.
 * The export's columns are read in excel-export.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminPayment } from '#shared/admin-types.js';
import { api, freshAddress, loginAdmin } from '../support/api.js';
import { checkoutResult, createOrder, DELIVERY, freshMobile, verify } from '../support/payments.js';

let admin: string;
beforeAll(async () => {
  admin = await loginAdmin();
});

const order = (body: Record<string, unknown>) =>
  api('POST', '/api/create-order', {
    body: { course: 'gpsc', name: 'Asha Patel', mobile: freshMobile(), ...body },
    from: freshAddress(),
  });

async function paymentWithReceipt(receiptNumber: string): Promise<AdminPayment> {
  const reply = await api<{ payments: AdminPayment[] }>('GET', `/api/admin/payments?q=${receiptNumber}`, {
    token: admin,
  });
  expect(reply.status).toBe(200);
  const found = reply.body.payments.filter((payment) => payment.receiptNumber === receiptNumber);
  expect(found).toHaveLength(1);
  return found[0]!;
}

describe('POST /api/create-order with printed material', () => {
  it.each(['deliveryAddress', 'pinCode', 'email'] as const)(
    'refuses the GPSC material order without its %s',
    async (missing) => {
      const { [missing]: _left, ...rest } = DELIVERY;
      const reply = await order({ includeMaterial: true, ...rest });
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ code: 'validation.delivery_required', field: missing });
    },
  );

  it.each([
    [{ pinCode: '38000' }, 'validation.pin_code', 'pinCode'],
    [{ pinCode: '3800091' }, 'validation.pin_code', 'pinCode'],
    [{ pinCode: '080009' }, 'validation.pin_code', 'pinCode'],
    [{ pinCode: '38OO09' }, 'validation.pin_code', 'pinCode'],
    [{ email: 'asha.patel' }, 'validation.email', 'email'],
    [{ deliveryAddress: 'x'.repeat(301) }, 'validation.too_long', 'deliveryAddress'],
  ])('refuses %j with %s', async (wrong, code, field) => {
    const reply = await order({ includeMaterial: true, ...DELIVERY, ...wrong });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code, field });
  });

  it('stores the address, PIN code and e-mail with the payment, and the office sees them with it', async () => {
    const created = await createOrder({
      includeMaterial: true,
      deliveryAddress: '  B-4, Gyan Flats,\nSatellite Road, Ahmedabad  ',
      pinCode: '380 015',
      email: 'asha.courier@example.com',
    });
    const paid = await verify(checkoutResult(created.orderId));
    expect(paid.status).toBe(200);
    const payment = await paymentWithReceipt(paid.body.receiptNumber);
    expect(payment).toMatchObject({
      email: 'asha.courier@example.com',
      delivery: { address: 'B-4, Gyan Flats,\nSatellite Road, Ahmedabad', pinCode: '380015' },
    });
  });

  it('asks nothing where no material is bought: UPSC (notes included) and GPSC without it', async () => {
    for (const body of [{ course: 'upsc', includeMaterial: true }, { includeMaterial: false }, {}]) {
      expect((await order(body)).status, JSON.stringify(body)).toBe(200);
    }
  });

  it('keeps no courier address on an order that buys no material, even when one is sent', async () => {
    const created = await createOrder({ includeMaterial: false, ...DELIVERY });
    const paid = await verify(checkoutResult(created.orderId));
    const payment = await paymentWithReceipt(paid.body.receiptNumber);
    expect(payment.delivery).toBeUndefined();
    expect(payment.email).toBeUndefined();
  });
});
