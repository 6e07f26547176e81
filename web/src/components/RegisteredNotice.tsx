import { useEffect, useRef } from 'react';
import { useT } from '../lib/i18n';

/** Long enough to read twice; the × closes it sooner. */
export const REGISTERED_NOTICE_MS = 10_000;

/**
 * Says on the page that a registration went through, once its dialog has closed; a status, so a screen
 * reader reads it out without moving focus.
 */
export function RegisteredNotice({ name, onDismiss }: { name: string | null; onDismiss: () => void }) {
  const t = useT();
  // The provider passes a new function on each render; the timer starts once per registration.
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;

  useEffect(() => {
    if (name === null) return undefined;
    const timer = window.setTimeout(() => dismiss.current(), REGISTERED_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [name]);

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
