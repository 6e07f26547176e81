/**
 * Signing up and in, account details, password reset, and students as the office sees them (their
 * enrolments, test series and payments).
 */
export { changeDetails, changePassword } from './account.js';
export { chooseLanguage, logIn, profile, registerStudent } from './auth.js';
export { reserveCardOrder } from './login-attempts.js';
export { checkResetLink, requestPasswordReset, resetPassword } from './password-reset.js';
export { findStudents, studentDetail, studentsPage } from './students.js';
export { inviteStaff, staffList, updateStaff } from './staff.js';
