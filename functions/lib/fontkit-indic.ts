/** Imported for its effect: what fontkit's Indic shaper needs to run (below). */

interface StepContext {
  prev: number;
  next: number;
  stop(): void;
}

// fontkit's Indic shaper (in @pdf-lib/fontkit) matches syllables with a generator compiled by Babel's
// regenerator, whose runtime it expects as a global and does not bundle; this is all of it that the
// matcher uses: a generator that runs its step function, yielding what it returns, until it stops.
const globals = globalThis as { regeneratorRuntime?: unknown };
globals.regeneratorRuntime ??= {
  mark: <T>(generator: T): T => generator,
  wrap(step: (context: StepContext) => unknown) {
    let done = false;
    const context: StepContext = {
      prev: 0,
      next: 0,
      stop: () => {
        done = true;
      },
    };
    return {
      next() {
        if (done) return { done, value: undefined };
        const value = step(context);
        return done ? { done, value: undefined } : { done, value };
      },
    };
  },
};

export {};
