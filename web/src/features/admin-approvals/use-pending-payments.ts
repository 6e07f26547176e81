import { useData } from '../../lib/use-data';
import { fetchPendingPayments, type PendingPayment } from './api';

/** Pending UPI payments; a load error reads as an empty list (spec section 8: errors are ignored). */
export function usePendingPayments(): {
  loading: boolean;
  items: PendingPayment[];
  reload: () => void;
  decided: (id: string) => void;
} {
  const pending = useData(fetchPendingPayments);
  return {
    loading: pending.status === 'loading',
    items: pending.status === 'success' ? pending.data : [],
    reload: pending.refresh,
    /** Off the list at once, so its buttons cannot decide it a second time while the list reloads. */
    decided: (id) => pending.update((items) => items.filter((item) => item._id !== id)),
  };
}
