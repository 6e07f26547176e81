/**
 * The courses sold by direct card payment, held by the client (spec section 3). Only gpsc and upsc
 * have fixed data; every other course type shows the gpsc course, the spec's default type.
 */
export interface DirectCourse {
  /** The course as the payment API names it. */
  key: 'gpsc' | 'upsc';
  title: string;
  description: string;
  /** Fee in rupees. */
  fees: number;
  /** Fee with printed study material; above `fees` only where the material is optional (gpsc). */
  withMaterialFees: number;
  /** Original fee, shown struck through. */
  cancelledFee: number;
}

const GPSC_COURSE: DirectCourse = {
  key: 'gpsc',
  title: 'GPSC Class 1-2',
  description:
    'Complete preparation for the GPSC Class 1 and Class 2 exams: Prelims, Mains and interview guidance, with daily lectures and regular tests.',
  fees: 10000,
  withMaterialFees: 17500,
  cancelledFee: 32000,
};

const UPSC_COURSE: DirectCourse = {
  key: 'upsc',
  title: 'UPSC Exam Prelims + Mains',
  description: '25 Prelims + 30 Mains tests with detailed solutions, printed class notes, 2 lectures per day.',
  fees: 35000,
  withMaterialFees: 35000,
  cancelledFee: 45000,
};

const DIRECT_COURSES = new Map<string, DirectCourse>([
  ['gpsc', GPSC_COURSE],
  ['upsc', UPSC_COURSE],
]);

export function directCourseFor(courseType: string): DirectCourse {
  return DIRECT_COURSES.get(courseType) ?? GPSC_COURSE;
}

/** Spec section 9: duration 12 months, batch size 50. */
export const COURSE_DURATION = '12 months';
export const BATCH_SIZE = 50;

export const COURSE_FEATURES = [
  'Expert Faculty',
  'Comprehensive Study Material',
  'Regular Mock Tests',
  'Doubt Clearing Sessions',
] as const;
