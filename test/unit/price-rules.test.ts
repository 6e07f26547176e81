import { describe, expect, it } from 'vitest';
import { courseInputSchema, testSeriesInputSchema } from '#shared/schemas.js';

const course = { title: 'GPSC Prelims', description: 'Complete course', category: 'gpsc' };
const series = { title: 'SSC mocks', description: 'Mock tests', category: 'ssc', numberOfTests: 20 };

function messagesFor(schema: typeof courseInputSchema | typeof testSeriesInputSchema, body: object): string[] {
  const result = schema.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('test series price', () => {
  it.each([0, 0.29, 0.1, 2499.5, 2499.99, 10_000_000])('accepts %d rupees', (price) => {
    expect(testSeriesInputSchema.parse({ ...series, price }).price).toBe(price);
  });

  it.each([
    [10.999, 'Price can have at most two decimals'],
    [1.005, 'Price can have at most two decimals'],
    [0.1 + 0.2, 'Price can have at most two decimals'],
    [-0.5, 'Price must be 0 or more'],
    [-1.555, 'Price must be 0 or more'],
    [10_000_000.01, 'Price is too large'],
    [1e21, 'Price is too large'],
    [Number.POSITIVE_INFINITY, 'Price is required and must be a number'],
    [Number.NaN, 'Price is required and must be a number'],
    ['2499.5', 'Price is required and must be a number'],
    [undefined, 'Price is required and must be a number'],
  ])('refuses %s with exactly one message: %s', (price, message) => {
    expect(messagesFor(testSeriesInputSchema, { ...series, price })).toEqual([message]);
  });
});

describe('course price', () => {
  it.each([0, 1, 4999, 10_000_000])('accepts %d rupees', (price) => {
    expect(courseInputSchema.parse({ ...course, price }).price).toBe(price);
  });

  it.each([
    [10.5, 'Price must be a whole number of rupees'],
    [-1.5, 'Price must be a whole number of rupees'],
    [-1, 'Price must be 0 or more'],
    [10_000_001, 'Price is too large'],
    [Number.NEGATIVE_INFINITY, 'Price is required and must be a number'],
  ])('refuses %s with exactly one message: %s', (price, message) => {
    expect(messagesFor(courseInputSchema, { ...course, price })).toEqual([message]);
  });
});
