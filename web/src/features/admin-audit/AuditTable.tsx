import type { AuditEntry } from './api';

const when = (at: string) =>
  new Date(at.split('#')[0]!).toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** 'field: before → after' for each field the change noted, else the request's own fields. */
function changes(entry: AuditEntry): string[] {
  const before = entry.outcome?.before ?? {};
  const after = entry.outcome?.after ?? {};
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  if (names.length > 0)
    return names.map((name) =>
      name in before && name in after
        ? `${name}: ${shown(before[name])} → ${shown(after[name])}`
        : name in after
          ? `${name}: ${shown(after[name])}`
          : `${name}: was ${shown(before[name])}`,
    );
  return Object.entries(entry.fields).map(([name, value]) => `${name}: ${shown(value)}`);
}

function outcomeOf(entry: AuditEntry): string {
  if (!entry.outcome) return 'Not known (no outcome was written)';
  const { status, code } = entry.outcome;
  return status < 400 ? `Done (${status})` : `Refused (${status}${code ? ` ${code}` : ''})`;
}

/** The entries as a table (cards on a phone): when, who and as what, the action and its item, the changes, the outcome, the address. */
export function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <table className="admin-audit-table">
      <caption className="visually-hidden">Staff actions, newest first</caption>
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Who</th>
          <th scope="col">Action</th>
          <th scope="col">Item</th>
          <th scope="col">Changes</th>
          <th scope="col">Outcome</th>
          <th scope="col">Address</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.at}>
            <td data-label="When">{when(entry.at)}</td>
            <td data-label="Who">
              {entry.actorName ?? entry.actorId} <span className="muted">({entry.actorRole})</span>
            </td>
            <td data-label="Action">
              <code>{entry.route}</code> <span className="muted">{entry.kind}</span>
            </td>
            <td data-label="Item">{entry.itemId ?? '—'}</td>
            <td data-label="Changes">
              <ul className="admin-audit-changes">
                {changes(entry).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </td>
            <td data-label="Outcome">{outcomeOf(entry)}</td>
            <td data-label="Address">{entry.address}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
