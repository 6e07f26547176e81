import { DataTable } from '../../components/DataTable';
import { formatDateTime, formatRupees } from '../../lib/format';
import { type MessageId, type Translate, useActiveLanguage, useT } from '../../lib/i18n';
import type { AdminCoupon, Product } from './api';
import { couponStatus, type CouponStatus } from './coupon-status';

interface CouponsTableProps {
  coupons: readonly AdminCoupon[];
  courses: readonly Product[];
  series: readonly Product[];
  isBusy: (code: string) => boolean;
  onEdit: (coupon: AdminCoupon) => void;
  onPausedChange: (coupon: AdminCoupon, paused: boolean) => void;
}

const STATUS_TEXT: Record<CouponStatus, MessageId> = {
  paused: 'coupons.status.paused',
  notYetValid: 'coupons.status.notYetValid',
  expired: 'coupons.status.expired',
  usedUp: 'coupons.status.usedUp',
  active: 'coupons.status.active',
};

/** The titles of the products a coupon names; one no longer listed shows its id. */
function productTitles(ids: readonly string[] | undefined, products: readonly Product[]): string[] {
  return (ids ?? []).map((id) => products.find((product) => product.id === id)?.title ?? id);
}

function discountText(coupon: AdminCoupon, t: Translate): string {
  return coupon.percentOff !== undefined
    ? t('coupons.percentOffValue', { percent: coupon.percentOff })
    : t('coupons.amountOffValue', { amount: formatRupees(coupon.amountOff ?? 0) });
}

export function CouponsTable({ coupons, courses, series, isBusy, onEdit, onPausedChange }: CouponsTableProps) {
  const t = useT();
  const language = useActiveLanguage();

  function validity(coupon: AdminCoupon): string {
    const from = coupon.validFrom && formatDateTime(coupon.validFrom, language);
    const until = coupon.validUntil && formatDateTime(coupon.validUntil, language);
    if (from && until) return t('coupons.validBetween', { from, until });
    if (from) return t('coupons.validFromValue', { from });
    if (until) return t('coupons.validUntilValue', { until });
    return t('coupons.validAlways');
  }

  function productsText(coupon: AdminCoupon): string {
    if (!coupon.courseIds && !coupon.seriesIds) return t('coupons.everyProduct');
    return [...productTitles(coupon.courseIds, courses), ...productTitles(coupon.seriesIds, series)].join(', ');
  }

  return (
    <DataTable
      className="data-table card-table coupons-table"
      caption={t('coupons.title')}
      columns={[
        t('coupons.code'),
        t('coupons.discount'),
        t('coupons.for'),
        t('coupons.valid'),
        t('coupons.uses'),
        t('coupons.discountGiven'),
        t('coupons.state'),
        { hidden: t('coupons.actions') },
      ]}
    >
      {coupons.map((coupon) => {
        const status = couponStatus(coupon);
        const busy = isBusy(coupon.code);
        return (
          <tr key={coupon.code}>
            <th scope="row" className="coupon-code">
              {coupon.code}
            </th>
            <td data-label={t('coupons.discount')}>{discountText(coupon, t)}</td>
            <td data-label={t('coupons.for')} className="coupon-products-cell">
              {productsText(coupon)}
            </td>
            <td data-label={t('coupons.valid')}>{validity(coupon)}</td>
            <td data-label={t('coupons.uses')}>
              {coupon.maxUses === undefined
                ? t('coupons.usesUnlimited', { uses: coupon.uses })
                : t('coupons.usesOfMax', { uses: coupon.uses, max: coupon.maxUses })}
              {coupon.perStudent !== undefined && (
                <span className="muted coupon-per-student">
                  {t('coupons.perStudentValue', { count: coupon.perStudent })}
                </span>
              )}
            </td>
            <td data-label={t('coupons.discountGiven')}>{formatRupees(coupon.discountGiven)}</td>
            <td data-label={t('coupons.state')}>
              <span className={`status-badge coupon-status-${status}`}>{t(STATUS_TEXT[status])}</span>
            </td>
            <td className="coupon-actions">
              <button
                type="button"
                className="button button-outline"
                aria-label={t('coupons.editCode', { code: coupon.code })}
                onClick={() => onEdit(coupon)}
              >
                {t('coupons.edit')}
              </button>
              <button
                type="button"
                className="button button-outline"
                aria-label={t(coupon.paused ? 'coupons.resumeCode' : 'coupons.pauseCode', { code: coupon.code })}
                disabled={busy}
                onClick={() => onPausedChange(coupon, !coupon.paused)}
              >
                {t(coupon.paused ? 'coupons.resume' : 'coupons.pause')}
              </button>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
