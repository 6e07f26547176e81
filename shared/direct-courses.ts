/**
 * The two direct-payment courses (spec section 3): sold by card to anyone, no account needed. The
 * web's /gpsc and /upsc pages read this table; the server prices every order from it, never from
 * what a client sends. Amounts are whole rupees.
 */
export const DIRECT_COURSE_IDS = ['gpsc', 'upsc'] as const;
export type DirectCourseId = (typeof DIRECT_COURSE_IDS)[number];

export interface DirectCourse {
  id: DirectCourseId;
  title: string;
  description: string;
  /** The course fee in rupees. */
  fees: number;
  /** The fee with printed study material (the same as `fees` where material is included anyway). */
  with_material_fees: number;
  /** The struck-through original price. */
  cancelled_fee: number;
}

export const DIRECT_COURSES: Readonly<Record<DirectCourseId, DirectCourse>> = {
  gpsc: {
    id: 'gpsc',
    title: 'GPSC Class 1-2',
    description:
      'Complete preparation for GPSC Class 1-2: prelims and mains, with an optional printed study material set.',
    fees: 10000,
    with_material_fees: 17500,
    cancelled_fee: 32000,
  },
  upsc: {
    id: 'upsc',
    title: 'UPSC Exam Prelims + Mains',
    description: '25 Prelims + 30 Mains tests with detailed solutions, printed class notes, 2 lectures per day.',
    fees: 35000,
    with_material_fees: 35000,
    cancelled_fee: 45000,
  },
};

export function isDirectCourseId(value: unknown): value is DirectCourseId {
  return typeof value === 'string' && (DIRECT_COURSE_IDS as readonly string[]).includes(value);
}

/** The gateway's share is taken out of what is paid: order = fee / 0.9764, rounded up to a whole rupee. */
export const GATEWAY_DIVISOR_NUMERATOR = 10_000;
export const GATEWAY_DIVISOR_DENOMINATOR = 9_764;

/** ceil(fee / 0.9764) in integer arithmetic: 10000 → 10242, 17500 → 17923, 35000 → 35846. */
export function orderAmountRupees(feeRupees: number): number {
  if (!Number.isSafeInteger(feeRupees) || feeRupees < 0) throw new Error(`Not a whole rupee fee: ${feeRupees}`);
  const scaled = feeRupees * GATEWAY_DIVISOR_NUMERATOR;
  return Math.floor(scaled / GATEWAY_DIVISOR_DENOMINATOR) + (scaled % GATEWAY_DIVISOR_DENOMINATOR === 0 ? 0 : 1);
}

export interface DirectPrice {
  course: DirectCourse;
  /** The course fee without material, in rupees. */
  fee: number;
  /** The material add-on in rupees (0 when not chosen or included anyway). */
  material: number;
  /** What the person pays, in rupees: ceil((fee + material) / 0.9764). */
  orderAmount: number;
}

/** The server's price for one direct-payment order. */
export function priceDirectCourse(id: DirectCourseId, includeMaterial: boolean): DirectPrice {
  const course = DIRECT_COURSES[id];
  const total = includeMaterial ? course.with_material_fees : course.fees;
  return { course, fee: course.fees, material: total - course.fees, orderAmount: orderAmountRupees(total) };
}
