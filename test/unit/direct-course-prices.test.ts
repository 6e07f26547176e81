import { describe, expect, it } from 'vitest';
import {
  DIRECT_COURSE_IDS,
  DIRECT_COURSES,
  isDirectCourseId,
  orderAmountRupees,
  priceDirectCourse,
} from '#shared/direct-courses.js';

describe('the direct-payment courses', () => {
  it('are the spec’s two, each under its own id, with a title and a description to show', () => {
    expect([...DIRECT_COURSE_IDS]).toEqual(['gpsc', 'upsc']);
    for (const id of DIRECT_COURSE_IDS) {
      expect(DIRECT_COURSES[id].id).toBe(id);
      expect(DIRECT_COURSES[id].description.length).toBeGreaterThan(20);
    }
    // Spec section 3, word for word.
    expect(DIRECT_COURSES.upsc.description).toBe(
      '25 Prelims + 30 Mains tests with detailed solutions, printed class notes, 2 lectures per day.',
    );
  });

  it('are known by their ids and nothing else', () => {
    expect(isDirectCourseId('gpsc')).toBe(true);
    expect(isDirectCourseId('upsc')).toBe(true);
    for (const other of ['GPSC', 'ssc', '', 'gpsc ', undefined, null, 1, ['gpsc'], { id: 'gpsc' }])
      expect(isDirectCourseId(other), String(other)).toBe(false);
  });

  it('price GPSC without material at its fee, grossed up for the gateway', () => {
    expect(priceDirectCourse('gpsc', false)).toEqual({
      course: DIRECT_COURSES.gpsc,
      fee: 10000,
      material: 0,
      orderAmount: 10242,
    });
  });
});

describe('the order amount', () => {
  it.each([-1, 0.5, 10000.01, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])(
    'refuses %d as a fee in whole rupees',
    (fee) => {
      expect(() => orderAmountRupees(fee)).toThrow(`Not a whole rupee fee: ${fee}`);
    },
  );
});
