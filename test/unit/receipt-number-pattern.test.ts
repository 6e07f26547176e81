import { describe, expect, it } from 'vitest';
import { RECEIPT_NUMBER_PATTERN } from '#domain/payments/receipts.js';

// The pattern decides which texts are looked up as receipt numbers (they come from the URL).
describe('a receipt number', () => {
  it.each(['GA-26-27-000123', 'GA-99-00-999999'])('%s is one', (text) => {
    expect(RECEIPT_NUMBER_PATTERN.test(text)).toBe(true);
  });

  it.each([
    ['with something before it', 'xGA-26-27-000123'],
    ['with a path before it', '../GA-26-27-000123'],
    ['with a seventh digit', 'GA-26-27-0001234'],
    ['with something after it', 'GA-26-27-000123.pdf'],
    ['in lower case', 'ga-26-27-000123'],
    ['with a short year', 'GA-6-27-000123'],
    ['with a short sequence', 'GA-26-27-00123'],
  ])('%s is not one', (_label, text) => {
    expect(RECEIPT_NUMBER_PATTERN.test(text)).toBe(false);
  });
});
