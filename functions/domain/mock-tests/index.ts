/**
 * Tests, questions, attempts, scoring and results, and who has which test series.
 */
export { finishOverdueAttempts, submitAttempt } from './attempt-finish.js';
export { finishedAttemptQuestion, type FinishedAttemptQuestion } from './attempt-questions.js';
export { attemptResult } from './attempt-results.js';
export { endSeriesAttemptsForRefund } from './attempt-withdraw.js';
export { attemptView, saveAnswer, startAttempt } from './attempts.js';
export { myAttempts } from './my-attempts.js';
export { questionImageUploadUrl } from './question-images.js';
export { importQuestions, importUploadUrl } from './question-import.js';
export { publishProblems, testForEditor } from './question-records.js';
export { questionTemplate } from './question-sheet.js';
export { addQuestion, deleteImage, deleteQuestion, reorderQuestions, updateQuestion } from './questions.js';
export {
  grantSeriesAccess,
  hasSeriesAccess,
  removeSeriesAccess,
  seriesAccessKeys,
  seriesAccessOf,
  seriesAccessOfUser,
  seriesAccessWrites,
  toStudentSeriesAccess,
} from './series-access.js';
export { seriesTestsForStudent, testForStudent } from './student-tests.js';
export { testResults, testResultsWorkbook } from './test-results.js';
export {
  createTest,
  deleteTest,
  getTest,
  questionCountOf,
  seriesTestCounts,
  setTestPublished,
  testsOfSeries,
  toAdminTest,
  updateTestSettings,
  type SeriesTestCount,
} from './tests.js';
