import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { AUDIT_KINDS } from '#shared/audit.js';
import { INSTITUTE_NAME } from '#shared/constants.js';
import { ErrorBox } from '../../components/ErrorBox';
import { LoadError } from '../../components/LoadError';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../lib/paths';
import { saveBlob } from '../../lib/save-file';
import { useCursorPages } from '../../lib/use-cursor-pages';
import { useData } from '../../lib/use-data';
import { type AuditFilters, fetchAuditPage, fetchAuditWorkbook, fetchStaff, NO_FILTERS } from './api';
import { AuditTable } from './AuditTable';
import './admin-audit.css';

/**
 * /admin/audit (the owner's): every staff action that changed something, newest first, by person,
 * kind of action, item and India dates; 25 at a time, and the same filter as a workbook.
 */
export function AuditPage() {
  const formId = useId();
  const [draft, setDraft] = useState<AuditFilters>(NO_FILTERS);
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const query = useMemo(() => filters, [filters]);
  const entries = useCursorPages(fetchAuditPage, query);
  const staff = useData(fetchStaff);
  const [exporting, setExporting] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);

  const set = (change: Partial<AuditFilters>) => setDraft((current) => ({ ...current, ...change }));
  const exportIt = async () => {
    setExporting(true);
    setExportFailed(false);
    try {
      saveBlob(await fetchAuditWorkbook(filters), 'audit-log.xlsx');
    } catch {
      setExportFailed(true);
    } finally {
      setExporting(false);
    }
  };

  return (
    <section className="container page admin-audit">
      <title>{`Audit log | ${INSTITUTE_NAME}`}</title>
      <div className="page-header">
        <div>
          <Link to={paths.admin} className="button button-outline">
            <span aria-hidden="true">←</span> Back
          </Link>
          <h1>Audit log</h1>
          <p className="muted">Every change made by staff: who, as which role, what, and how it ended.</p>
        </div>
        <button type="button" className="button button-outline" disabled={exporting} onClick={() => void exportIt()}>
          {exporting ? 'Preparing the workbook...' : 'Export to Excel'}
        </button>
      </div>
      {exportFailed && <ErrorBox>The workbook could not be made just now. Please try again.</ErrorBox>}
      <form
        id={formId}
        className="admin-audit-filters"
        aria-label="Filter the audit log"
        onSubmit={(event) => {
          event.preventDefault();
          setFilters(draft);
        }}
      >
        <label>
          Person
          <select value={draft.actor} onChange={(event) => set({ actor: event.target.value })}>
            <option value="">Everyone</option>
            {staff.status === 'success' &&
              staff.data.map((member) => (
                <option key={member._id} value={member._id}>
                  {member.name} ({member.role})
                </option>
              ))}
          </select>
        </label>
        <label>
          Kind of action
          <select value={draft.kind} onChange={(event) => set({ kind: event.target.value as AuditFilters['kind'] })}>
            <option value="">All</option>
            {AUDIT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {kind}
              </option>
            ))}
          </select>
        </label>
        <label>
          Item id
          <input value={draft.itemId} maxLength={64} onChange={(event) => set({ itemId: event.target.value.trim() })} />
        </label>
        <label>
          From
          <input type="date" value={draft.from} onChange={(event) => set({ from: event.target.value })} />
        </label>
        <label>
          To
          <input type="date" value={draft.to} onChange={(event) => set({ to: event.target.value })} />
        </label>
        <div className="admin-audit-filter-buttons">
          <button type="submit" className="button button-primary">
            Apply
          </button>
          <button
            type="button"
            className="button button-outline"
            onClick={() => {
              setDraft(NO_FILTERS);
              setFilters(NO_FILTERS);
            }}
          >
            Clear
          </button>
        </div>
      </form>
      {entries.status === 'loading' && <Spinner label="Loading the audit log..." />}
      {entries.status === 'error' && <LoadError message="The audit log could not be loaded" onRetry={entries.retry} />}
      {entries.status === 'success' &&
        (entries.data.items.length === 0 ? (
          <p className="state-panel">No staff actions match these filters.</p>
        ) : (
          <>
            <AuditTable entries={entries.data.items} />
            <nav className="admin-audit-pages" aria-label="Audit log pages">
              <button
                type="button"
                className="button button-outline"
                disabled={!entries.hasPrevious}
                onClick={entries.previous}
              >
                Previous
              </button>
              <span>Page {entries.pageNumber}</span>
              <button
                type="button"
                className="button button-outline"
                disabled={!entries.hasNext}
                onClick={entries.next}
              >
                Next
              </button>
            </nav>
          </>
        ))}
    </section>
  );
}
