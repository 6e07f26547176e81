import { useT } from '../../lib/i18n';

/** Said while a sign-in the server was too busy for is being sent again, so the wait is not a mystery. */
export function BusyNote({ busy }: { busy: boolean }) {
  const t = useT();
  if (!busy) return null;
  return (
    <p className="muted" role="status">
      {t('auth.busyRetrying')}
    </p>
  );
}
