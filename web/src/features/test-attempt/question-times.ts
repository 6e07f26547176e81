import type { SavedAnswer } from './api';

/** The time spent on each question, counted while it is on screen, from what was saved before. */
export class QuestionTimes {
  private readonly spentMs: Map<string, number>;
  /** When the question on screen came on screen, or its time was last counted. */
  private shownSince = Date.now();

  constructor(saved: Record<string, SavedAnswer>) {
    this.spentMs = new Map(Object.entries(saved).map(([id, answer]) => [id, answer.timeSpentSeconds * 1000]));
  }

  /**
   * Adds the time since the question on screen came on screen (or was last counted) to its total. Counting
   * the question a student leaves starts the time of the next one.
   */
  countUntilNow(questionId: string): void {
    const now = Date.now();
    this.spentMs.set(questionId, (this.spentMs.get(questionId) ?? 0) + (now - this.shownSince));
    this.shownSince = now;
  }

  seconds(questionId: string): number {
    return Math.round((this.spentMs.get(questionId) ?? 0) / 1000);
  }
}
