/**
 * A due's state by its date and India's calendar: overdue from the day after its date, due in the
 * week up to it, upcoming before; and the India date itself at the midnight edges.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, daysOverdue, unpaidDueStatus } from '#shared/dues.js';
import { todayInIndia } from '#shared/india-time.js';

const day = fc
  .date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('unpaidDueStatus', () => {
  it('worked examples around a due on 10 July 2026', () => {
    expect(unpaidDueStatus('2026-07-10', '2026-07-02')).toBe('upcoming');
    expect(unpaidDueStatus('2026-07-10', '2026-07-03')).toBe('due');
    expect(unpaidDueStatus('2026-07-10', '2026-07-10')).toBe('due');
    expect(unpaidDueStatus('2026-07-10', '2026-07-11')).toBe('overdue');
    // Across a month and a year end.
    expect(unpaidDueStatus('2026-03-02', '2026-02-23')).toBe('due');
    expect(unpaidDueStatus('2026-12-31', '2027-01-01')).toBe('overdue');
  });

  it('is overdue exactly when today is after the date, due in the seven days up to it, else upcoming', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: -400, max: 400 }), (dueOn, offset) => {
        const today = addDays(dueOn, offset);
        const expected = offset > 0 ? 'overdue' : offset >= -7 ? 'due' : 'upcoming';
        expect(unpaidDueStatus(dueOn, today)).toBe(expected);
        expect(daysOverdue(dueOn, today)).toBe(Math.max(0, offset));
        expect(daysBetween(dueOn, today)).toBe(offset);
      }),
    );
  });

  it('takes the date in India: 18:29 UTC is still the day before, 18:30 UTC is the next day', () => {
    fc.assert(
      fc.property(day, (dueOn) => {
        const midnightIndia = new Date(`${dueOn}T00:00:00+05:30`).getTime();
        const dayAfterStarts = midnightIndia + 86_400_000;
        // The last minute of the due date in India: still due, not overdue.
        expect(unpaidDueStatus(dueOn, todayInIndia(new Date(dayAfterStarts - 60_000)))).toBe('due');
        expect(unpaidDueStatus(dueOn, todayInIndia(new Date(dayAfterStarts)))).toBe('overdue');
        // Seven days before, from India's midnight on: due; a minute earlier: upcoming.
        const windowStarts = midnightIndia - 7 * 86_400_000;
        expect(unpaidDueStatus(dueOn, todayInIndia(new Date(windowStarts)))).toBe('due');
        expect(unpaidDueStatus(dueOn, todayInIndia(new Date(windowStarts - 60_000)))).toBe('upcoming');
      }),
    );
  });
});
