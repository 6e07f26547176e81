import { useId } from 'react';
import { DataTable } from '../../components/DataTable';
import { useToast } from '../../components/toast';
import { errorMessage } from '../../lib/error-messages';
import { formatDateTime } from '../../lib/format';
import { usePendingIds } from '../../lib/use-pending-ids';
import { removeTestSeries, type StudentSeriesAccess } from './api';
import { GrantSeriesForm } from './GrantSeriesForm';

interface StudentTestSeriesProps {
  studentId: string;
  studentName: string;
  access: StudentSeriesAccess[];
  busy: boolean;
  onChanged: () => void;
}

/** The test series a student can take (bought, or given by an admin), giving a seat and taking a given one back. */
export function StudentTestSeries({ studentId, studentName, access, busy, onChanged }: StudentTestSeriesProps) {
  const toast = useToast();
  const headingId = useId();
  const grantId = useId();
  const { isPending, track } = usePendingIds();

  function confirmAndRemove(entry: StudentSeriesAccess) {
    if (!window.confirm(`Remove ${studentName}'s access to ${entry.title}?`)) return;
    void track(entry.seriesId, async () => {
      try {
        await removeTestSeries(studentId, entry.seriesId);
        toast.success(`Removed access to ${entry.title}`);
        onChanged();
      } catch (error) {
        toast.error(errorMessage(error, 'Failed to remove access'));
      }
    });
  }

  return (
    <section aria-labelledby={headingId} className="admin-student-section">
      <h2 id={headingId}>Test Series</h2>
      {access.length === 0 ? (
        <p className="muted">No test series yet.</p>
      ) : (
        <DataTable
          className="data-table card-table"
          busy={busy}
          caption={`Test series of ${studentName}`}
          columns={['Test series', 'Status', 'Since', 'Given by', 'Note', { hidden: 'Actions' }]}
        >
          {access.map((entry) => (
            <tr key={entry.seriesId}>
              <th scope="row">{entry.title}</th>
              <td data-label="Status">{entry.via === 'payment' ? 'Purchased' : 'Given by an admin'}</td>
              <td data-label="Since">{formatDateTime(entry.grantedAt)}</td>
              <td data-label="Given by">
                {entry.via === 'payment' ? 'Payment' : (entry.grantedByName ?? entry.grantedBy)}
              </td>
              <td data-label="Note" className="admin-student-note">
                {entry.note ?? '—'}
              </td>
              <td>
                {entry.via === 'admin' ? (
                  <button
                    type="button"
                    className="button button-outline"
                    disabled={isPending(entry.seriesId)}
                    aria-label={`Remove access to ${entry.title}`}
                    onClick={() => confirmAndRemove(entry)}
                  >
                    {isPending(entry.seriesId) ? 'Removing...' : 'Remove Access'}
                  </button>
                ) : (
                  <span className="muted">Refund the payment to remove</span>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <h3 id={grantId} className="admin-student-subheading">
        Give Access
      </h3>
      <div role="group" aria-labelledby={grantId}>
        <GrantSeriesForm
          studentId={studentId}
          heldSeriesIds={new Set(access.map((entry) => entry.seriesId))}
          onGranted={(series) => {
            toast.success(`Gave access to ${series.title}`);
            onChanged();
          }}
        />
      </div>
    </section>
  );
}
