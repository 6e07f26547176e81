import { ErrorBox } from './ErrorBox';
import { useT } from '../lib/i18n';

/** A load that failed: the screen's message from the spec and a 'Try Again' button. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT();
  return (
    <div className="state-panel">
      <ErrorBox>{message}</ErrorBox>
      <button type="button" className="button button-primary" onClick={onRetry}>
        {t('common.tryAgain')}
      </button>
    </div>
  );
}
