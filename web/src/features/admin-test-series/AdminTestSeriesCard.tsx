import { adminPaths } from '../../lib/admin-paths';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { FeaturePreview } from '../../components/FeaturePreview';
import { StatusBadge } from '../../components/StatusBadge';
import { formatDate, formatRupees } from '../../lib/format';
import { useT } from '../../lib/i18n';
import type { AdminSeries } from './api';

interface AdminTestSeriesCardProps {
  series: AdminSeries;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

export function AdminTestSeriesCard({ series, deleting, onEdit, onDelete }: AdminTestSeriesCardProps) {
  const titleId = useId();
  const t = useT();

  return (
    <article className="admin-series-card" aria-labelledby={titleId} aria-busy={deleting}>
      <div className="admin-series-tags">
        <span className="admin-series-category">{series.category.toUpperCase()}</span>
        <StatusBadge active={series.isActive} />
      </div>
      <h2 id={titleId} className="admin-series-title">
        {series.title}
      </h2>
      <p className="admin-series-description">{series.description}</p>
      <dl className="admin-series-facts">
        <div>
          <dt>{t('adminSeries.tests')}</dt>
          <dd>
            {t('adminSeries.advertised', { count: series.numberOfTests })}
            {series.testCount && (
              <>
                {' · '}
                {t('adminSeries.real', { ...series.testCount })}
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>Duration</dt>
          <dd>{series.duration}</dd>
        </div>
        <div>
          <dt>Price</dt>
          <dd>{formatRupees(series.price)}</dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>{formatDate(series.createdAt)}</dd>
        </div>
      </dl>
      <FeaturePreview features={series.features} moreLabel="more" />
      <div className="admin-series-actions">
        <Link
          to={adminPaths.adminSeriesTests(series._id)}
          className="button button-primary"
          aria-label={`Manage tests of ${series.title}`}
        >
          Manage Tests
        </Link>
        <button type="button" className="button button-outline" aria-label={`Edit ${series.title}`} onClick={onEdit}>
          Edit
        </button>
        <button
          type="button"
          className="button button-outline admin-series-delete"
          aria-label={`Delete ${series.title}`}
          disabled={deleting}
          onClick={onDelete}
        >
          {deleting && <span className="spinner-circle" aria-hidden="true" />}
          {deleting ? 'Deleting...' : 'Delete'}
        </button>
      </div>
    </article>
  );
}
