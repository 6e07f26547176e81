/** What the visitor may do with a course, which decides the enroll panel and whether the curriculum shows. */
export type CourseAccess =
  | { kind: 'checking' }
  | { kind: 'guest' }
  /** Signed in, but not as a student (an admin). */
  | { kind: 'not-student' }
  | { kind: 'not-enrolled' }
  | { kind: 'enrolled' }
  | { kind: 'check-failed'; retry: () => void };
