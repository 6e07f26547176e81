/**
 * The people: user records and their keys, the search entries the office finds students by, and the
 * check that a session is still current. Every context that names a user comes here.
 */
export { assertSessionCurrent } from './sessions.js';
export { searchEntryRewrites, searchEntryWrites, searchStudents } from './student-search.js';
export {
  createUser,
  detailsUpdate,
  findUserByEmail,
  getStudent,
  getUser,
  getUsers,
  normaliseEmail,
  passwordChangeUpdate,
  setUserLanguage,
  toPublicUser,
  toRecord,
  userKeys,
  type UserRecord,
  usersPartition,
} from './users.js';
export { changeStaff, getStaff, listStaff, type StaffRecord, type StaffUpdate } from './staff.js';
