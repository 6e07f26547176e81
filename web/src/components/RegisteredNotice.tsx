import { useEffect } from 'react';
import { useT } from '../lib/i18n';

/** Long enough to read twice; the × closes it sooner. */
export const REGISTERED_NOTICE_MS = 10_000;

/**
 * Says on the page that a registration went through, once its dialog has closed; a status, so a screen
 * reader reads it out without moving focus.
 */
export function RegisteredNotice({ name, onDismiss }: { name: string | null; onDismiss: () => void }) {
  const t = useT();

  useEffect(() => {
    if (name === null) return undefined;
    const timer = window.setTimeout(onDismiss, REGISTERED_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [name, onDismiss]);

  if (name === null) return null;
  return (
    <div className="site-notice-area">
      <div className="site-notice" role="status">
        <p>{t('loginDialog.registered', { name })}</p>
        <button type="button" className="site-notice-close" onClick={onDismiss} aria-label={t('common.close')}>
          ×
        </button>
      </div>
    </div>
  );
}
