/**
 * A student's attempt at a test, in the exam-hall pattern: the server keeps the clock (startedAt,
 * endsAt), every answer change is saved as it happens, and the attempt ends by the student's submit,
 * by the screen when the time runs out, or by the server's finaliser for a student who vanished.
 * Scores are whole hundredths of a mark, as the test's marks are.
 */
import * as z from 'zod/mini';
import { MAX_OPTIONS, type StudentQuestion } from './mock-tests.js';

/** How long after endsAt a save in flight is still taken (the last click before the bell). */
export const ANSWER_GRACE_SECONDS = 30;
/** The longest a student may report on one question, in seconds (a day: more is a broken clock). */
export const MAX_QUESTION_SECONDS = 24 * 60 * 60;

export const answerInputSchema = z.object({
  /** The chosen option's index (0 = A), or null for no answer (Clear Response). */
  option: z.nullable(
    z
      .number({ error: 'option must be a number or null' })
      .check(
        z.refine(Number.isSafeInteger, 'option must be a whole number'),
        z.minimum(0, 'option must be 0 or more'),
        z.maximum(MAX_OPTIONS - 1, `option must be at most ${MAX_OPTIONS - 1}`),
      ),
  ),
  markedForReview: z.boolean({ error: 'markedForReview must be true or false' }),
  /** Time on this question so far, in seconds (the screen adds it up; the server keeps the latest). */
  timeSpentSeconds: z._default(
    z
      .number({ error: 'timeSpentSeconds must be a number' })
      .check(
        z.refine(Number.isSafeInteger, 'timeSpentSeconds must be a whole number'),
        z.minimum(0, 'timeSpentSeconds must be 0 or more'),
        z.maximum(MAX_QUESTION_SECONDS, `timeSpentSeconds must be at most ${MAX_QUESTION_SECONDS}`),
      ),
    0,
  ),
});
export type AnswerInput = z.infer<typeof answerInputSchema>;

export type AttemptStatus = 'running' | 'submitted';
/** Who ended the attempt: the student's Submit, the screen at the bell, the server's finaliser, or a refund of the series that took the student's access. */
export type AttemptFinish = 'student' | 'time' | 'server' | 'refund';

export const submitAttemptSchema = z.optional(
  z.object({
    /** 'time' when the screen submits by itself at endsAt. */
    reason: z._default(z.enum(['student', 'time'], { error: 'reason must be student or time' }), 'student'),
  }),
);

/** What the server keeps of one question's answer. A visited question has an entry, answered or not. */
export interface SavedAnswer {
  option: number | null;
  markedForReview: boolean;
  timeSpentSeconds: number;
}

/** The attempt as the exam screen needs it: the questions without keys, the saved answers, the clock. */
export interface AttemptView {
  _id: string;
  testId: string;
  seriesId: string;
  title: string;
  titleGu?: string;
  status: AttemptStatus;
  startedAt: string;
  endsAt: string;
  /** The server's clock when it answered: the screen counts down from endsAt by this, not its own clock. */
  serverTime: string;
  durationMinutes: number;
  marksCorrect: number;
  marksWrong: number;
  marksBlank: number;
  sections: { _id: string; title: string; titleGu?: string; questionIds: string[] }[];
  questions: StudentQuestion[];
  answers: Record<string, SavedAnswer>;
  currentQuestionId?: string;
  /** The first attempt at the test is ranked; later ones (when the test allows them) are practice. */
  ranked: boolean;
}

export type AnswerSaved = {
  savedAt: string;
  serverTime: string;
};

/** What a submit answers: the attempt as it ended. */
export interface SubmittedAttempt {
  attemptId: string;
  testId: string;
  status: AttemptStatus;
  submittedAt?: string;
  finishedBy?: AttemptFinish;
  score: number;
  maxScore: number;
}

export type QuestionOutcome = 'correct' | 'wrong' | 'unanswered' | 'dropped';

/** Score and counts of a whole attempt or of one section or topic. */
export interface ScoreFigures {
  score: number;
  maxScore: number;
  correct: number;
  wrong: number;
  unanswered: number;
  timeSpentSeconds: number;
}

/** One question on the results page, once solutions may be shown. */
export interface SolutionQuestion extends StudentQuestion {
  correctOption: number | null;
  /** Dropped by a revision of the key: everyone gets its marks. */
  dropped: boolean;
  explanationEn?: string;
  explanationGu?: string;
  topic?: string;
  yourOption: number | null;
  markedForReview: boolean;
  timeSpentSeconds: number;
  outcome: QuestionOutcome;
  marks: number;
}

export interface AttemptResult extends ScoreFigures {
  attemptId: string;
  testId: string;
  seriesId: string;
  title: string;
  titleGu?: string;
  startedAt: string;
  submittedAt: string;
  finishedBy: AttemptFinish;
  /** Correct answers as a percentage of the answered ones (two decimals), or null when none was answered. */
  accuracy: number | null;
  sections: (ScoreFigures & { sectionId: string; title: string; titleGu?: string })[];
  topics: (ScoreFigures & { topic: string })[];
  ranked: boolean;
  /** Among first attempts: 1 + those who scored more (ties share a rank). */
  rank?: number;
  /** Among first attempts: the share who scored the same or less, in percent (two decimals). */
  percentile?: number;
  takers: number;
  averageScore: number | null;
  topScore: number | null;
  /** When the test's answer key was last revised after this attempt was first scored. */
  keyRevisedAt?: string;
  /** The series was refunded and the student's access ended: not ranked, and no solutions are shown. */
  refunded?: true;
  solutions:
    | { available: true; questions: SolutionQuestion[] }
    | { available: false; availableAt: string }
    | { available: false; refunded: true };
}

/** An attempt in the student's list (dashboard, a series' tests). */
export interface MyAttempt {
  attemptId: string;
  testId: string;
  seriesId: string;
  title: string;
  titleGu?: string;
  status: AttemptStatus;
  startedAt: string;
  endsAt: string;
  submittedAt?: string;
  score?: number;
  maxScore?: number;
  rank?: number;
  takers?: number;
}

/** One of the best ranked attempts of a test, for the admin. */
export interface TopAttempt {
  rank: number;
  attemptId: string;
  studentId: string;
  name: string;
  email: string;
  score: number;
  submittedAt: string;
}

/** How a question fared among a test's ranked attempts: to find a bad question. */
export interface QuestionFigures {
  questionId: string;
  number: number;
  sectionTitle: string;
  textEn?: string;
  textGu?: string;
  correctOption: number | null;
  right: number;
  wrong: number;
  unanswered: number;
  /** Right answers as a percentage of the ranked attempts (two decimals), or null before any. */
  percentRight: number | null;
}

/** A test's results for the admin: attempts, scores, their spread and each question's figures. */
export interface TestResults {
  testId: string;
  seriesId: string;
  title: string;
  maxScore: number;
  /** Attempts running now, and those finished (ranked first attempts and practice ones). */
  running: number;
  finished: number;
  ranked: number;
  averageScore: number | null;
  topScore: number | null;
  top: TopAttempt[];
  /** Ranked scores in ten equal bands from the lowest possible score to the highest. */
  distribution: { from: number; to: number; count: number }[];
  questions: QuestionFigures[];
}
