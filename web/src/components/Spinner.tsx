import { useT } from '../lib/i18n';

/** A busy indicator; `label` says what is loading ('Loading...' by default). */
export function Spinner({ label }: { label?: string }) {
  const t = useT();
  return (
    <div className="spinner" role="status">
      <span className="spinner-circle" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('common.loading')}</span>
    </div>
  );
}
