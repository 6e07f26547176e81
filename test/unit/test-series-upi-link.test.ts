import { describe, expect, it } from 'vitest';
import { testSeriesUpiLink } from '#shared/upi-link.js';

const payee = { address: 'gyanpathacademy@upi', name: 'Gyanpath Academy' };
const series = { title: 'GPSC Prelims Test Series 2027', price: 1499 };
const query = (link: string) => new URLSearchParams(link.split('?')[1]);

describe('testSeriesUpiLink (the test series Purchase Now link)', () => {
  it("carries payee address, payee name, amount, INR and the note 'Test Series {title}'", () => {
    expect(testSeriesUpiLink(payee, series)).toBe(
      'upi://pay?pa=gyanpathacademy%40upi&pn=Gyanpath%20Academy&am=1499.00&cu=INR&tn=Test%20Series%20GPSC%20Prelims%20Test%20Series%202027',
    );
  });

  it('keeps paise in the amount', () => {
    expect(query(testSeriesUpiLink(payee, { ...series, price: 2499.5 })).get('am')).toBe('2499.50');
  });

  it('encodes characters that would break the query', () => {
    const link = testSeriesUpiLink(payee, { ...series, title: 'A&B = 100% #1' });
    expect(query(link).get('tn')).toBe('Test Series A&B = 100% #1');
  });

  it.each([0, -5, Number.NaN, Number.POSITIVE_INFINITY])('refuses the price %s', (price) => {
    expect(() => testSeriesUpiLink(payee, { ...series, price })).toThrow();
  });

  it('refuses an empty payee address', () => {
    expect(() => testSeriesUpiLink({ ...payee, address: '' }, series)).toThrow();
  });
});
