import type { AttemptResult, ScoreFigures, SolutionQuestion } from '#shared/attempts.js';
import { fromHundredths } from '#shared/mock-tests.js';
import { Conflict } from '#lib/errors.js';
import { finishAttempt, markingOf, scoredQuestionsOf } from './attempt-finish.js';
import { isOverdue, ownAttempt } from './attempt-records.js';
import { studentQuestions } from './attempts.js';
import { toQuestionRecord } from './question-records.js';
import { readHistogram, standingIn } from './score-histogram.js';
import { scoreAttempt, type Tally } from './scoring.js';
import { loadTestPartition } from './tests.js';

const figures = (tally: Tally): ScoreFigures => ({
  score: fromHundredths(tally.scoreHundredths),
  maxScore: fromHundredths(tally.maxScoreHundredths),
  correct: tally.correct,
  wrong: tally.wrong,
  unanswered: tally.unanswered,
  timeSpentSeconds: tally.timeSpentSeconds,
});

/**
 * A finished attempt's result, for its student only: the score by the test's key as it is now, by
 * section and topic, the standing among first attempts (from the score histogram: the same few reads
 * however many took the test), and the solutions once the test lets them be seen; never for an attempt
 * of a student whose series was refunded (attempt-withdraw.ts).
 */
export async function attemptResult(userId: string, attemptId: string, now = Date.now()): Promise<AttemptResult> {
  let attempt = await ownAttempt(userId, attemptId);
  const paper = await loadTestPartition(attempt.testId);
  if (isOverdue(attempt, now)) attempt = await finishAttempt(attempt, 'server', paper);
  if (attempt.status !== 'submitted') throw new Conflict('attempt_running');
  const { test, questionItems, revisions } = paper;
  const histogram = await readHistogram(attempt.testId);
  const score = scoreAttempt(markingOf(test), scoredQuestionsOf(attempt, test, questionItems), attempt.answers);
  const standing = standingIn(histogram, attempt.ranked ? attempt.scoreHundredths : undefined);
  const answered = score.total.correct + score.total.wrong;
  const revisedAt = revisions
    .map((revision) => revision.at as string)
    .filter((at) => at > attempt.submittedAt!)
    .sort()
    .at(-1);
  const solutionsWait = test.solutionsAfter === 'close' && test.closesAt && Date.parse(test.closesAt) > now;
  const refunded = attempt.refundedAt !== undefined;

  return {
    attemptId: attempt.id,
    testId: test.id,
    seriesId: test.seriesId,
    title: test.title,
    ...(test.titleGu ? { titleGu: test.titleGu } : {}),
    startedAt: attempt.startedAt,
    submittedAt: attempt.submittedAt!,
    finishedBy: attempt.finishedBy ?? 'student',
    ...figures(score.total),
    accuracy: answered ? Math.round((score.total.correct * 10_000) / answered) / 100 : null,
    sections: test.sections.flatMap((section) => {
      const tally = score.bySection.get(section._id);
      return tally
        ? [
            {
              sectionId: section._id,
              title: section.title,
              ...(section.titleGu ? { titleGu: section.titleGu } : {}),
              ...figures(tally),
            },
          ]
        : [];
    }),
    topics: [...score.byTopic]
      .map(([topic, tally]) => ({ topic, ...figures(tally) }))
      .sort((a, b) => a.topic.localeCompare(b.topic)),
    ranked: attempt.ranked,
    ...(standing.rank !== undefined ? { rank: standing.rank, percentile: standing.percentile! } : {}),
    takers: standing.takers,
    averageScore: standing.averageHundredths === null ? null : fromHundredths(standing.averageHundredths),
    topScore: standing.topHundredths === null ? null : fromHundredths(standing.topHundredths),
    ...(revisedAt ? { keyRevisedAt: revisedAt } : {}),
    ...(refunded ? { refunded: true } : {}),
    solutions: refunded
      ? { available: false, refunded: true }
      : solutionsWait
        ? { available: false, availableAt: test.closesAt! }
        : {
            available: true,
            questions: (await studentQuestions(test, questionItems))
              .filter((question) => score.byQuestion.has(question._id))
              .map((question): SolutionQuestion => {
                const record = toQuestionRecord(questionItems.get(question._id)!);
                const answer = attempt.answers[question._id];
                const outcome = score.byQuestion.get(question._id)!;
                return {
                  ...question,
                  correctOption: record.correctOption,
                  dropped: outcome.outcome === 'dropped',
                  ...(record.explanationEn ? { explanationEn: record.explanationEn } : {}),
                  ...(record.explanationGu ? { explanationGu: record.explanationGu } : {}),
                  ...(record.topic ? { topic: record.topic } : {}),
                  yourOption: answer?.option ?? null,
                  markedForReview: answer?.markedForReview ?? false,
                  timeSpentSeconds: answer?.timeSpentSeconds ?? 0,
                  outcome: outcome.outcome,
                  marks: fromHundredths(outcome.marksHundredths),
                };
              }),
          },
  };
}
