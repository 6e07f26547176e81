import './stat-cards.css';

export interface Stat {
  label: string;
  value: string;
  /** What the figure covers, in a line under it. */
  note?: string;
}

/** A row of figure cards (two a line on a phone, four on a wide screen): each value under its label. */
export function StatCards({ stats, busy = false }: { stats: readonly Stat[]; busy?: boolean }) {
  return (
    <dl className="stat-cards" aria-busy={busy || undefined}>
      {stats.map(({ label, value, note }) => (
        <div key={label} className="stat-card">
          <dt>{label}</dt>
          <dd>{value}</dd>
          {note && <dd className="stat-card-note">{note}</dd>}
        </div>
      ))}
    </dl>
  );
}
