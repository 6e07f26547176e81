import { useState } from 'react';
import { Link } from 'react-router-dom';
import { INSTITUTE_NAME } from '../../../../shared/constants';
import { LoadError } from '../../components/LoadError';
import { Spinner } from '../../components/Spinner';
import { useToast } from '../../components/toast';
import { errorMessage } from '../../lib/error-messages';
import { useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { usePendingIds } from '../../lib/use-pending-ids';
import { useData } from '../../lib/use-data';
import { type AdminCoupon, type CouponsPageData, editCoupon, fetchCouponsPage } from './api';
import { CouponFormDialog } from './CouponFormDialog';
import { CouponsTable } from './CouponsTable';
import './admin-coupons.css';

/** Which form is open: a new coupon, or the coupon being edited. */
type OpenForm = { mode: 'create' } | { mode: 'edit'; coupon: AdminCoupon } | null;

/** The coupon saved replaces the one with its code, or comes first (the list is newest first). */
function withCoupon(data: CouponsPageData, coupon: AdminCoupon): CouponsPageData {
  const known = data.coupons.some((existing) => existing.code === coupon.code);
  return {
    ...data,
    coupons: known
      ? data.coupons.map((existing) => (existing.code === coupon.code ? coupon : existing))
      : [coupon, ...data.coupons],
  };
}

/** /admin/coupons: every coupon with its uses and the discount it gave; create, edit, pause and resume. */
export function AdminCouponsPage() {
  const t = useT();
  const toast = useToast();
  const page = useData(fetchCouponsPage);
  const { isPending, track } = usePendingIds();
  const [openForm, setOpenForm] = useState<OpenForm>(null);
  const openCreateForm = () => setOpenForm({ mode: 'create' });

  function changePaused(coupon: AdminCoupon, paused: boolean) {
    void track(coupon.code, async () => {
      try {
        const saved = await editCoupon(coupon.code, { paused });
        page.update((data) => withCoupon(data, saved));
        toast.success(t(paused ? 'coupons.paused' : 'coupons.resumed', { code: saved.code }));
      } catch (error) {
        toast.error(errorMessage(error, t('coupons.saveFailed'), t));
      }
    });
  }

  return (
    <section className="container page">
      <title>{`${t('coupons.title')} | ${INSTITUTE_NAME}`}</title>
      <Link to={paths.admin} className="back-link">
        <span aria-hidden="true">← </span>
        {t('coupons.backToDashboard')}
      </Link>
      <div className="page-header admin-coupons-header">
        <div>
          <h1>{t('coupons.title')}</h1>
          <p className="muted">{t('coupons.intro')}</p>
        </div>
        <button type="button" className="button button-primary" onClick={openCreateForm}>
          {t('coupons.new')}
        </button>
      </div>

      {page.status === 'loading' && <Spinner label={t('coupons.loading')} />}
      {page.status === 'error' && <LoadError message={t('coupons.loadFailed')} onRetry={page.retry} />}
      {page.status === 'success' &&
        (page.data.coupons.length === 0 ? (
          <div className="state-panel">
            <p>{t('coupons.empty')}</p>
            <button type="button" className="button button-primary" onClick={openCreateForm}>
              {t('coupons.createFirst')}
            </button>
          </div>
        ) : (
          <CouponsTable
            coupons={page.data.coupons}
            courses={page.data.courses}
            series={page.data.series}
            isBusy={isPending}
            onEdit={(coupon) => setOpenForm({ mode: 'edit', coupon })}
            onPausedChange={changePaused}
          />
        ))}

      {openForm && page.status === 'success' && (
        <CouponFormDialog
          coupon={openForm.mode === 'edit' ? openForm.coupon : undefined}
          courses={page.data.courses}
          series={page.data.series}
          onClose={() => setOpenForm(null)}
          onSaved={(saved) => {
            page.update((data) => withCoupon(data, saved));
            setOpenForm(null);
          }}
        />
      )}
    </section>
  );
}
