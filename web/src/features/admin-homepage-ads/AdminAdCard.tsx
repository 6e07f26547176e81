import { useId } from 'react';
import { CheckboxField } from '../../components/CheckboxField';
import { StatusBadge } from '../../components/StatusBadge';
import { formatDate } from '../../lib/format';
import { useT } from '../../lib/i18n';
import type { StoredHomepageAd } from './api';

interface AdminAdCardProps {
  ad: StoredHomepageAd;
  /** A change to this ad is on its way to the server. */
  busy: boolean;
  onActiveChange: (isActive: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
}

export function AdminAdCard({ ad, busy, onActiveChange, onEdit, onDelete }: AdminAdCardProps) {
  const t = useT();
  const titleId = useId();

  return (
    <article className="admin-ad" aria-labelledby={titleId} aria-busy={busy}>
      <img className="admin-ad-image" src={ad.imageUrl} alt={ad.title} width={640} height={360} loading="lazy" />
      <div className="admin-ad-body">
        <div className="admin-ad-heading">
          <h2 id={titleId} className="admin-ad-title">
            {ad.title}
          </h2>
          <StatusBadge active={ad.isActive} />
        </div>
        {ad.description && <p className="admin-ad-description">{ad.description}</p>}
        <dl className="admin-ad-facts">
          <div>
            <dt>Redirect URL</dt>
            <dd className="admin-ad-url">{ad.redirectUrl}</dd>
          </div>
          {ad.titleGu && (
            <div>
              <dt>{t('adminAds.gujaratiTitle')}</dt>
              <dd lang="gu">{ad.titleGu}</dd>
            </div>
          )}
          <div>
            <dt>Created</dt>
            <dd>{formatDate(ad.createdAt)}</dd>
          </div>
        </dl>
        <div className="admin-ad-actions">
          <CheckboxField
            label="Active"
            role="switch"
            aria-describedby={titleId}
            checked={ad.isActive}
            disabled={busy}
            onChange={onActiveChange}
          />
          <button
            type="button"
            className="button button-outline admin-ad-edit"
            aria-label={t('adminAds.editNamed', { title: ad.title })}
            disabled={busy}
            onClick={onEdit}
          >
            {t('adminAds.edit')}
          </button>
          <button
            type="button"
            className="button button-outline admin-ad-delete"
            aria-label={`Delete ${ad.title}`}
            disabled={busy}
            onClick={onDelete}
          >
            Delete
          </button>
        </div>
      </div>
    </article>
  );
}
