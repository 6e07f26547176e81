import type { AdminCoupon } from './api';

export type CouponStatus = 'paused' | 'notYetValid' | 'expired' | 'usedUp' | 'active';

/** Whether a student could use the coupon at `now`, as a checkout would see it. */
export function couponStatus(coupon: AdminCoupon, now: Date = new Date()): CouponStatus {
  if (coupon.paused) return 'paused';
  if (coupon.validFrom && now.getTime() < Date.parse(coupon.validFrom)) return 'notYetValid';
  if (coupon.validUntil && now.getTime() >= Date.parse(coupon.validUntil)) return 'expired';
  if (coupon.maxUses !== undefined && coupon.uses >= coupon.maxUses) return 'usedUp';
  return 'active';
}
