import { useToast } from '../../components/toast';
import { errorMessage } from '../../lib/api-client';
import { usePendingIds } from '../../lib/use-pending-ids';
import { deleteAd, setAdActive, type StoredHomepageAd } from './api';

interface AdListChanges {
  upsert: (ad: StoredHomepageAd) => void;
  remove: (id: string) => void;
}

/** Switching an ad on or off and deleting it, each reported in a toast; `isBusy` marks ads in flight. */
export function useAdActions({ upsert, remove }: AdListChanges) {
  const toast = useToast();
  const { isPending, track } = usePendingIds();

  function changeActive(ad: StoredHomepageAd, isActive: boolean) {
    void track(ad._id, async () => {
      try {
        upsert(await setAdActive(ad._id, isActive));
        toast.success('Ad updated successfully!');
      } catch (error) {
        toast.error(errorMessage(error, 'Failed to update ad'));
      }
    });
  }

  function confirmAndDelete(ad: StoredHomepageAd) {
    if (!window.confirm('Are you sure you want to delete this ad?')) return;
    void track(ad._id, async () => {
      try {
        await deleteAd(ad._id);
        remove(ad._id);
        toast.success('Ad deleted successfully!');
      } catch (error) {
        toast.error(errorMessage(error, 'Failed to delete ad'));
      }
    });
  }

  return { isBusy: isPending, changeActive, confirmAndDelete };
}
