/**
 * Doubts: a student's question on a moment of a lecture or on a question of their finished test, the
 * staff queue, answers (and the asker's e-mail), "I have the same doubt", hiding, and their photos.
 */
export { answerDoubt, hideDoubt, markSameDoubt } from './answer.js';
export { askOnLecture, askOnQuestion } from './ask.js';
export { doubtKeys, type DoubtRecord, lecturePlace, questionPlace } from './doubt-records.js';
export { doubtImageUploadUrl } from './images.js';
export { doubtQueue, doubtsOnPlace, myDoubts } from './lists.js';
export { staffScopeOf, type StaffScope } from './staff-scope.js';
export { toStaffDoubt, toStudentDoubt } from './views.js';
