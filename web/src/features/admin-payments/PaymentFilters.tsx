import { PAYMENT_METHODS, PAYMENT_STATUSES } from '../../../../shared/admin-schemas';
import type { PaymentMethod, PaymentStatus } from '../../../../shared/types';
import { SelectField } from '../../components/SelectField';
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from '../../lib/payment-labels';
import type { PaymentQuery } from './api';

const ALL = 'all';
const METHOD_OPTIONS = [ALL, ...PAYMENT_METHODS] as const;
const STATUS_OPTIONS = [ALL, ...PAYMENT_STATUSES] as const;

interface PaymentFiltersProps {
  query: PaymentQuery;
  onChange: (change: Pick<PaymentQuery, 'method' | 'status'>) => void;
}

export function PaymentFilters({ query, onChange }: PaymentFiltersProps) {
  return (
    <div className="admin-payments-filters">
      <SelectField
        label="Method"
        value={query.method ?? ALL}
        options={METHOD_OPTIONS}
        optionLabel={(method) => (method === ALL ? 'All methods' : PAYMENT_METHOD_LABELS[method])}
        onChange={(method) =>
          onChange({ method: method === ALL ? undefined : (method as PaymentMethod), status: query.status })
        }
      />
      <SelectField
        label="Status"
        value={query.status ?? ALL}
        options={STATUS_OPTIONS}
        optionLabel={(status) => (status === ALL ? 'All statuses' : PAYMENT_STATUS_LABELS[status])}
        onChange={(status) =>
          onChange({ method: query.method, status: status === ALL ? undefined : (status as PaymentStatus) })
        }
      />
    </div>
  );
}
