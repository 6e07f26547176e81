import { useToast } from '../../components/toast';
import { errorMessage } from '../../lib/error-messages';
import { usePendingIds } from '../../lib/use-pending-ids';
import { deleteTestSeries, type TestSeries } from './api';

/** Delete after a confirmation; `isDeleting` tells which cards show their spinner. */
export function useDeleteTestSeries(onDeleted: (id: string) => void) {
  const toast = useToast();
  const { isPending, track } = usePendingIds();

  function confirmAndDelete(series: TestSeries) {
    if (!window.confirm('Are you sure you want to delete this test series?')) return;
    void track(series._id, async () => {
      try {
        await deleteTestSeries(series._id);
        onDeleted(series._id);
        toast.success('Test series deleted successfully!');
      } catch (error) {
        toast.error(errorMessage(error, 'Failed to delete test series'));
      }
    });
  }

  return { isDeleting: isPending, confirmAndDelete };
}
