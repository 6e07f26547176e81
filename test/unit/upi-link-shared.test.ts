import { describe, expect, it } from 'vitest';
import { buildUpiLink, testSeriesUpiLink, upiAmount } from '#shared/upi-link.js';

const payee = { payeeAddress: 'gyanpathacademy@upi', payeeName: 'Gyanpath Academy' };

describe('shared/upi-link', () => {
  it('builds the UPI linking spec URL with %20 for spaces and two-decimal amounts', () => {
    expect(buildUpiLink({ ...payee, amount: 2499, note: 'GPSC Class 1-2', reference: 'ABC123' })).toBe(
      'upi://pay?pa=gyanpathacademy%40upi&pn=Gyanpath%20Academy&am=2499.00&cu=INR&tn=GPSC%20Class%201-2&tr=ABC123',
    );
  });

  it('never uses + for a space, and escapes characters that would break the query', () => {
    const link = buildUpiLink({ ...payee, amount: 1, note: "A&B = 100% #1 (new) it's" });
    expect(link).not.toContain('+');
    const query = new URLSearchParams(link.split('?')[1]);
    expect(query.get('tn')).toBe("A&B = 100% #1 (new) it's");
  });

  it.each([
    [2499.5, '2499.50'],
    [0.01, '0.01'],
    [0.29, '0.29'],
    [100, '100.00'],
  ])('amount %s → %s', (amount, text) => {
    expect(upiAmount(amount)).toBe(text);
  });

  it.each([0, -5, Number.NaN, Number.POSITIVE_INFINITY, 1.005])('refuses the amount %s', (amount) => {
    expect(() => upiAmount(amount)).toThrow();
  });

  it('refuses an empty payee and a reference that is not alphanumeric', () => {
    expect(() => buildUpiLink({ ...payee, payeeAddress: ' ', amount: 1, note: 'x' })).toThrow();
    expect(() => buildUpiLink({ ...payee, amount: 1, note: 'x', reference: 'has space' })).toThrow();
  });

  it("the test-series link: note 'Test Series {title}', no reference", () => {
    const link = testSeriesUpiLink(
      { address: 'gyanpathacademy@upi', name: 'Gyanpath Academy' },
      { title: 'GPSC Prelims 2027', price: 1499 },
    );
    expect(link).toBe(
      'upi://pay?pa=gyanpathacademy%40upi&pn=Gyanpath%20Academy&am=1499.00&cu=INR&tn=Test%20Series%20GPSC%20Prelims%202027',
    );
  });
});
