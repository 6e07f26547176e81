import { describe, expect, it } from 'vitest';
import { buildUpiPaymentLink } from '../../web/src/features/test-series/upi-link';

const payment = {
  payeeAddress: 'gyanpathacademy@upi',
  payeeName: 'Gyanpath Academy',
  amount: 1499,
  note: 'Test Series GPSC Prelims Test Series 2027',
};

describe('buildUpiPaymentLink', () => {
  it('carries payee address, payee name, amount, INR and the note, URL-encoded', () => {
    expect(buildUpiPaymentLink(payment)).toBe(
      'upi://pay?pa=gyanpathacademy%40upi&pn=Gyanpath+Academy&am=1499&cu=INR&tn=Test+Series+GPSC+Prelims+Test+Series+2027',
    );
  });

  it('keeps paise in the amount', () => {
    const query = new URLSearchParams(buildUpiPaymentLink({ ...payment, amount: 2499.5 }).split('?')[1]);
    expect(query.get('am')).toBe('2499.5');
  });

  it('encodes characters that would break the query', () => {
    const link = buildUpiPaymentLink({ ...payment, note: 'Test Series A&B = 100% #1' });
    expect(link).toContain('tn=Test+Series+A%26B+%3D+100%25+%231');
    expect(new URLSearchParams(link.split('?')[1]).get('tn')).toBe('Test Series A&B = 100% #1');
  });

  it.each([0, -5, Number.NaN, Number.POSITIVE_INFINITY])('refuses the amount %s', (amount) => {
    expect(() => buildUpiPaymentLink({ ...payment, amount })).toThrow();
  });

  it('refuses an empty payee address', () => {
    expect(() => buildUpiPaymentLink({ ...payment, payeeAddress: '' })).toThrow();
  });
});
