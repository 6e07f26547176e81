import './stat-cards.css';

export interface Stat {
  label: string;
  value: string;
}

/** A row of figure cards (two a line on a phone, four on a wide screen): each value under its label. */
export function StatCards({ stats, busy = false }: { stats: readonly Stat[]; busy?: boolean }) {
  return (
    <dl className="stat-cards" aria-busy={busy || undefined}>
      {stats.map(({ label, value }) => (
        <div key={label} className="stat-card">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
