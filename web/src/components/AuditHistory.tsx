import { useCallback, useId } from 'react';
import type { AuditEntry } from '#shared/audit.js';
import { api } from '../lib/api';
import { useStaffAreas } from '../lib/staff-areas';
import { useData } from '../lib/use-data';
import { formatDate } from '../lib/format';
import { useActiveLanguage, useT } from '../lib/i18n';
import { LoadError } from './LoadError';
import { Spinner } from './Spinner';

/** 'field: before → after' for each field the change noted. */
const changesOf = (entry: AuditEntry) => {
  const before = entry.outcome?.before ?? {};
  const after = entry.outcome?.after ?? {};
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].map((name) =>
    name in before && name in after
      ? `${name}: ${String(before[name])} → ${String(after[name])}`
      : `${name}: ${String(after[name] ?? before[name])}`,
  );
};

/**
 * One item's history from the audit log (a student, a course, a payment: what staff changed, who and
 * when, newest first), for the owner only: nothing is shown, or asked for, for another role.
 */
export function AuditHistory({ itemId }: { itemId: string }) {
  const mayUse = useStaffAreas();
  return mayUse('institute') ? <History itemId={itemId} /> : null;
}

function History({ itemId }: { itemId: string }) {
  const headingId = useId();
  const t = useT();
  const language = useActiveLanguage();
  const load = useCallback(
    async (signal: AbortSignal) => (await api('GET /api/admin/audit', {}, { query: { itemId }, signal })).entries,
    [itemId],
  );
  const entries = useData(load);
  return (
    <section aria-labelledby={headingId} className="audit-history">
      <h2 id={headingId}>{t('auditHistory.heading')}</h2>
      {entries.status === 'loading' && <Spinner label={t('auditHistory.loading')} />}
      {entries.status === 'error' && <LoadError message={t('auditHistory.failed')} onRetry={entries.retry} />}
      {entries.status === 'success' &&
        (entries.data.length === 0 ? (
          <p className="muted">{t('auditHistory.empty')}</p>
        ) : (
          <ul>
            {entries.data.map((entry) => (
              <li key={entry.at}>
                <strong>{formatDate(entry.at.split('#')[0]!, language)}</strong> · {entry.actorName ?? entry.actorId} (
                {entry.actorRole}) · <code>{entry.route}</code>
                {entry.outcome && entry.outcome.status >= 400
                  ? ` · ${t('auditHistory.refused', { code: entry.outcome.code ?? String(entry.outcome.status) })}`
                  : ''}
                {changesOf(entry).length > 0 && <span className="muted"> · {changesOf(entry).join('; ')}</span>}
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
