/** Spec section 9: placeholder figures until enrolments are counted per course. */
export const PLACEHOLDER_TOTAL_STUDENTS = '1,234';
export const PLACEHOLDER_STUDENTS_PER_COURSE = 50;
