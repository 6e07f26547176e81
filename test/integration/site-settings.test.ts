/**
 * The contact settings: the admin saves the institute's address, map link, opening hours and WhatsApp
 * number, and anyone reads them (the /contact page). Through the local stack against DynamoDB Local.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, loginAdmin, registerStudent } from '../support/api.js';

let admin: string;
beforeAll(async () => {
  admin = await loginAdmin();
});

const SETTINGS = {
  address: '3rd Floor, Shivalik Plaza,\nIIM Road, Ahmedabad 380015',
  addressGu: 'ત્રીજો માળ, શિવાલિક પ્લાઝા,\nઆઈઆઈએમ રોડ, અમદાવાદ ૩૮૦૦૧૫',
  mapUrl: 'https://maps.google.com/?q=Shivalik+Plaza+Ahmedabad',
  hours: 'Mon–Sat 9 am – 7 pm',
  hoursGu: 'સોમ–શનિ સવારે ૯ થી સાંજે ૭',
  whatsApp: '9898012345',
};

const save = (body: Record<string, unknown>, token = admin) =>
  api<{ settings: Record<string, unknown> }>('PUT', '/api/admin/site-settings', { token, body });

describe('PUT /api/admin/site-settings and GET /api/site-settings', () => {
  it('saves what the admin entered and answers it to anyone, the WhatsApp number as its ten digits', async () => {
    const saved = await save({ ...SETTINGS, whatsApp: '+91 98980 12345' });
    expect(saved.status).toBe(200);
    expect(saved.body.settings).toEqual(SETTINGS);
    const read = await api<{ settings: unknown }>('GET', '/api/site-settings');
    expect(read.status).toBe(200);
    expect(read.body.settings).toEqual(SETTINGS);
  });

  it('replaces the whole: a Gujarati text left out is gone, and the English one stands for it', async () => {
    const { addressGu: _a, hoursGu: _h, ...english } = SETTINGS;
    expect((await save({ ...english, hoursGu: '' })).status).toBe(200);
    expect((await api<{ settings: unknown }>('GET', '/api/site-settings')).body.settings).toEqual(english);
  });

  it.each([
    [{ address: '' }, 'validation.required', 'address'],
    [{ hours: '   ' }, 'validation.required', 'hours'],
    [{ mapUrl: 'http://maps.google.com/?q=x' }, 'validation.link', 'mapUrl'],
    [{ mapUrl: 'javascript:alert(1)' }, 'validation.link', 'mapUrl'],
    [{ mapUrl: '/contact' }, 'validation.link', 'mapUrl'],
    [{ whatsApp: '98980' }, 'validation.mobile_digits', 'whatsApp'],
    [{ address: 'x'.repeat(301) }, 'validation.too_long', 'address'],
  ])('refuses %j with %s and keeps what was saved', async (wrong, code, field) => {
    expect((await save(SETTINGS)).status).toBe(200);
    const reply = await save({ ...SETTINGS, ...wrong });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code, field });
    expect((await api<{ settings: unknown }>('GET', '/api/site-settings')).body.settings).toEqual(SETTINGS);
  });

  it('is the admin’s to change: a student is refused and nothing changes', async () => {
    expect((await save(SETTINGS)).status).toBe(200);
    const student = await registerStudent();
    expect((await save({ ...SETTINGS, hours: 'Closed' }, student.token)).status).toBe(403);
    expect((await api<{ settings: { hours: string } }>('GET', '/api/site-settings')).body.settings.hours).toBe(
      SETTINGS.hours,
    );
  });
});
