import { useState } from 'react';
import { Link } from 'react-router-dom';
import { INSTITUTE_NAME } from '../../../../shared/constants';
import { paths } from '../../lib/paths';
import { LoadError } from '../../components/LoadError';
import { Spinner } from '../../components/Spinner';
import { withItem } from '../../lib/list-items';
import { useData } from '../../lib/use-data';
import { AdminAdCard } from './AdminAdCard';
import { fetchAllAds, type StoredHomepageAd } from './api';
import { EditAdDialog } from './EditAdDialog';
import { NewAdDialog } from './NewAdDialog';
import { useAdActions } from './use-ad-actions';
import './admin-homepage-ads.css';

export function AdminAdsPage() {
  const ads = useData(fetchAllAds);
  const { isBusy, changeActive, confirmAndDelete } = useAdActions(ads.update);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<StoredHomepageAd>();
  const openNewAd = () => setCreating(true);

  return (
    <section className="container page">
      <title>{`Homepage Ads | ${INSTITUTE_NAME}`}</title>
      <Link to={paths.admin} className="back-link">
        <span aria-hidden="true">← </span>Back to Dashboard
      </Link>
      <div className="page-header admin-ads-header">
        <div>
          <h1>Homepage Ads</h1>
          <p className="muted">Active ads appear as cards on the home page.</p>
        </div>
        <button type="button" className="button button-primary" onClick={openNewAd}>
          New Ad
        </button>
      </div>

      {ads.status === 'loading' && <Spinner label="Loading ads..." />}
      {ads.status === 'error' && <LoadError message="Failed to load ads" onRetry={ads.retry} />}
      {ads.status === 'success' &&
        (ads.data.length === 0 ? (
          <div className="state-panel">
            <p>No homepage ads yet</p>
            <button type="button" className="button button-primary" onClick={openNewAd}>
              Create First Ad
            </button>
          </div>
        ) : (
          <ul className="admin-ad-list">
            {ads.data.map((ad) => (
              <li key={ad._id}>
                <AdminAdCard
                  ad={ad}
                  busy={isBusy(ad._id)}
                  onActiveChange={(isActive) => changeActive(ad, isActive)}
                  onEdit={() => setEditing(ad)}
                  onDelete={() => confirmAndDelete(ad)}
                />
              </li>
            ))}
          </ul>
        ))}

      {creating && (
        <NewAdDialog
          onClose={() => setCreating(false)}
          onCreated={(ad) => {
            ads.update((list) => withItem(list, ad));
            setCreating(false);
          }}
        />
      )}
      {editing && (
        <EditAdDialog
          ad={editing}
          onClose={() => setEditing(undefined)}
          onSaved={(ad) => {
            ads.update((list) => withItem(list, ad));
            setEditing(undefined);
          }}
        />
      )}
    </section>
  );
}
