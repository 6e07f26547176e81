import type { AdminCoupon, CouponEditValues, CouponFormValues } from '../../../../shared/coupons';
import type { TestSeries } from '../../../../shared/types';
import { fetchAdminCourses } from '../../lib/admin-courses';
import { api } from '../../lib/api';

export type { AdminCoupon };

/** A course or test series a coupon may be for, by id. */
export interface Product {
  id: string;
  title: string;
}

export interface CouponsPageData {
  coupons: AdminCoupon[];
  courses: Product[];
  series: Product[];
}

async function fetchCoupons(signal: AbortSignal): Promise<AdminCoupon[]> {
  const { coupons } = await api('GET /api/admin/coupons', {}, { signal });
  if (!Array.isArray(coupons)) throw new Error('The coupons response has no coupons list');
  return coupons;
}

async function fetchSeries(signal: AbortSignal): Promise<TestSeries[]> {
  const { testSeries } = await api('GET /api/test-series/admin/all', {}, { signal });
  if (!Array.isArray(testSeries)) throw new Error('The admin test series response has no testSeries list');
  return testSeries;
}

/** The coupons, and the courses and test series they may name (for their titles and the form's choices). */
export async function fetchCouponsPage(signal: AbortSignal): Promise<CouponsPageData> {
  const [coupons, courses, series] = await Promise.all([
    fetchCoupons(signal),
    fetchAdminCourses(signal),
    fetchSeries(signal),
  ]);
  return {
    coupons,
    courses: courses.map((course) => ({ id: course._id, title: course.title })),
    series: series.map((item) => ({ id: item._id, title: item.title })),
  };
}

export async function createCoupon(input: CouponFormValues): Promise<AdminCoupon> {
  return couponFrom(await api('POST /api/admin/coupons', {}, { body: input }));
}

/** Changes what `edit` sends (null takes a limit away), or pauses and resumes with `{ paused }`. */
export async function editCoupon(code: string, edit: CouponEditValues): Promise<AdminCoupon> {
  return couponFrom(await api('PATCH /api/admin/coupons/{code}', { code }, { body: edit }));
}

function couponFrom({ coupon }: { coupon?: AdminCoupon }): AdminCoupon {
  if (!coupon) throw new Error('The response has no coupon');
  return coupon;
}
