import { useToast } from '../../components/toast';
import { errorMessage } from '../../lib/error-messages';
import { withItem, withoutItem } from '../../lib/list-items';
import { usePendingIds } from '../../lib/use-pending-ids';
import { deleteAd, setAdActive, type StoredHomepageAd } from './api';

type UpdateAds = (change: (ads: StoredHomepageAd[]) => StoredHomepageAd[]) => void;

/** Switching an ad on or off and deleting it, each reported in a toast; `isBusy` marks ads in flight. */
export function useAdActions(updateAds: UpdateAds) {
  const toast = useToast();
  const { isPending, track } = usePendingIds();

  function changeActive(ad: StoredHomepageAd, isActive: boolean) {
    void track(ad._id, async () => {
      try {
        const saved = await setAdActive(ad._id, isActive);
        updateAds((ads) => withItem(ads, saved));
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
        updateAds((ads) => withoutItem(ads, ad._id));
        toast.success('Ad deleted successfully!');
      } catch (error) {
        toast.error(errorMessage(error, 'Failed to delete ad'));
      }
    });
  }

  return { isBusy: isPending, changeActive, confirmAndDelete };
}
