/** Thrown by WorkGate.run when no turn came before the caller's latest start. */
export class NoTurnInTime extends Error {
  constructor() {
    super('No turn came in time');
    this.name = 'NoTurnInTime';
  }
}

interface Waiter {
  start: () => void;
  giveUp: NodeJS.Timeout | undefined;
}

/**
 * At most `size` pieces of work at once, the rest waiting their turn in arrival order. A waiter says
 * when it must have started by (epoch ms); past that it gives up with NoTurnInTime and leaves the line,
 * having run nothing.
 */
export class WorkGate {
  private running = 0;
  private readonly line: Waiter[] = [];

  constructor(readonly size: number) {
    if (!Number.isInteger(size) || size < 1) throw new Error(`A gate lets at least one through, not ${size}`);
  }

  /** How many run now and how many wait. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.line.length };
  }

  async run<T>(work: () => Promise<T>, startBy = Number.POSITIVE_INFINITY): Promise<T> {
    if (Date.now() > startBy) throw new NoTurnInTime();
    if (this.running < this.size) this.running += 1;
    else await this.turn(startBy);
    try {
      return await work();
    } finally {
      this.next();
    }
  }

  /** Resolves once a finishing piece of work hands this waiter its place (running is not lowered in between). */
  private turn(startBy: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const waiter: Waiter = { start: resolve, giveUp: undefined };
      if (Number.isFinite(startBy)) {
        waiter.giveUp = setTimeout(() => {
          this.line.splice(this.line.indexOf(waiter), 1);
          reject(new NoTurnInTime());
        }, startBy - Date.now());
      }
      this.line.push(waiter);
    });
  }

  private next(): void {
    const waiter = this.line.shift();
    if (!waiter) {
      this.running -= 1;
      return;
    }
    clearTimeout(waiter.giveUp);
    waiter.start();
  }
}
