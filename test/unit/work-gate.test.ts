import { afterEach, describe, expect, it, vi } from 'vitest';
import { NoTurnInTime, WorkGate } from '#lib/work-gate.js';

/** Work that finishes when the test says so. */
function pending() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { done, finish };
}

afterEach(() => vi.useRealTimers());

describe('a work gate', () => {
  it('runs at most its size at once and starts the waiting ones in arrival order', async () => {
    const gate = new WorkGate(2);
    const works = Array.from({ length: 5 }, pending);
    const started: number[] = [];
    const runs = works.map((work, i) =>
      gate.run(async () => {
        started.push(i);
        await work.done;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(gate.load).toEqual({ running: 2, waiting: 3 });
    works[1]!.finish();
    await runs[1];
    await vi.waitFor(() => expect(started).toEqual([0, 1, 2]));
    works[0]!.finish();
    works[2]!.finish();
    await vi.waitFor(() => expect(started).toEqual([0, 1, 2, 3, 4]));
    works[3]!.finish();
    works[4]!.finish();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it('a waiter whose start-by passes leaves the line with NoTurnInTime, having run nothing; the others keep their places', async () => {
    vi.useFakeTimers();
    const gate = new WorkGate(1);
    const first = pending();
    const running = gate.run(() => first.done);
    const late = vi.fn(async () => 'late');
    const lateRun = gate.run(late, Date.now() + 1000);
    const patient = gate.run(async () => 'patient');
    const refused = expect(lateRun).rejects.toBeInstanceOf(NoTurnInTime);
    await vi.advanceTimersByTimeAsync(1001);
    await refused;
    expect(gate.load).toEqual({ running: 1, waiting: 1 });
    first.finish();
    await running;
    expect(await patient).toBe('patient');
    expect(late).not.toHaveBeenCalled();
  });

  it('refuses at once a caller already past its start-by, even with a free turn; a failed work frees its turn', async () => {
    const gate = new WorkGate(1);
    await expect(gate.run(async () => 'never', Date.now() - 1)).rejects.toBeInstanceOf(NoTurnInTime);
    await expect(gate.run(async () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await gate.run(async () => 'next')).toBe('next');
    expect(() => new WorkGate(0)).toThrow();
  });
});
