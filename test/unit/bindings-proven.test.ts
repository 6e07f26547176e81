import { describe, expect, it } from 'vitest';
import { parseBindingUse, unprovenBindings } from '../bindings/unproven.js';

describe('bindings proven needed', () => {
  const used = parseBindingUse(
    [
      'POST /api/refunds\ttable:payments:update',
      'POST /api/refunds\ttable:payments:get',
      'job SettleRefunds\ttable:payments:update',
      '',
    ].join('\n'),
  );

  it('reads who used which binding, once per pair', () => {
    expect(used.get('POST /api/refunds')).toEqual(new Set(['table:payments:update', 'table:payments:get']));
    expect(used.get('job SettleRefunds')).toEqual(new Set(['table:payments:update']));
    expect(used.size).toBe(2);
  });

  it('names a table or storage binding no call needed, route by route', () => {
    const unproven = unprovenBindings(
      [
        {
          who: 'POST /api/refunds',
          bindings: ['table:payments:update', 'table:payments:get', 'table:outbox:put', 'media:videos:read', 'mail'],
        },
        { who: 'GET /api/courses', bindings: ['table:payments:update'] },
      ],
      used,
    );
    // 'mail' is no table or storage binding; another caller's use of a binding does not prove this one's.
    expect(unproven).toEqual([
      { who: 'POST /api/refunds', binding: 'table:outbox:put' },
      { who: 'POST /api/refunds', binding: 'media:videos:read' },
      { who: 'GET /api/courses', binding: 'table:payments:update' },
    ]);
  });

  it('accepts an unused binding that names the rare branch it serves', () => {
    const unproven = unprovenBindings(
      [
        {
          who: 'POST /api/refunds',
          bindings: ['table:outbox:put'],
          rareUses: { 'table:outbox:put': 'the refund e-mail, when the student has an address' },
        },
      ],
      used,
    );
    expect(unproven).toEqual([]);
  });
});
