import { describe, expect, it } from 'vitest';
import { createOrderSchema } from '#shared/payment-schemas.js';
import { accountDetailsSchema, firstIssue, MESSAGES, registerSchema } from '#shared/schemas.js';

// Typed by hand: what a student may type into a mobile field, and what is stored.
const accepted: [typed: string, stored: string][] = [
  ['9898012345', '9898012345'],
  ['98980 12345', '9898012345'],
  ['  98980 12345  ', '9898012345'],
  ['98980-12345', '9898012345'],
  ['989 801 2345', '9898012345'],
  ['+91 98980 12345', '9898012345'],
  ['+919898012345', '9898012345'],
  ['+91-98980-12345', '9898012345'],
  ['91 98980 12345', '9898012345'],
  ['919898012345', '9898012345'],
  ['098980 12345', '9898012345'],
  ['09898012345', '9898012345'],
  // Ten digits that happen to start like a prefix are a number of their own.
  ['9198012345', '9198012345'],
  ['0198012345', '0198012345'],
];

const refused: string[] = [
  '',
  '   ',
  '989801234',
  '98980 1234',
  '98980123456',
  '+91 98980 1234',
  '+92 98980 12345',
  '+1 98980 12345',
  '0091 98980 12345',
  '00 98980 12345',
  '+ 91',
  '98980.12345',
  '(98980) 12345',
  '98980 12345 ext',
  '९८९८०१२३४५',
  '+91 9 8 9 8 0 - 1 2 - 3 4 5',
];

describe('a mobile number', () => {
  const registration = { name: 'Asha', email: 'asha@example.com', password: 'secret' };

  it.each(accepted)('%j is stored as %s at registration, in account details and on a card order', (typed, stored) => {
    expect(registerSchema.parse({ ...registration, mobile: typed }).mobile).toBe(stored);
    expect(accountDetailsSchema.parse({ name: 'Asha', mobile: typed }).mobile).toBe(stored);
    expect(createOrderSchema.parse({ course: 'gpsc', name: 'Asha Patel', mobile: typed }).mobile).toBe(stored);
  });

  it.each(refused)('%j is refused with the spec message everywhere', (typed) => {
    for (const result of [
      registerSchema.safeParse({ ...registration, mobile: typed }),
      accountDetailsSchema.safeParse({ name: 'Asha', mobile: typed }),
      createOrderSchema.safeParse({ course: 'gpsc', name: 'Asha Patel', mobile: typed }),
    ]) {
      expect(result.success).toBe(false);
      expect(firstIssue(result.error!)).toBe(MESSAGES.mobileDigits);
    }
  });

  it('says it is required when it is missing or not text', () => {
    expect(firstIssue(registerSchema.safeParse({ ...registration }).error!)).toBe('Mobile number is required');
    expect(firstIssue(registerSchema.safeParse({ ...registration, mobile: 9898012345 }).error!)).toBe(
      'Mobile number is required',
    );
  });

  it('keeps the spec wording of its message', () => {
    expect(MESSAGES.mobileDigits).toBe('Mobile number must be exactly 10 digits');
  });
});
