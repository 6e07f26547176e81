import { ErrorBox } from './ErrorBox';

/** A load that failed: the screen's message from the spec and a 'Try Again' button. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="state-panel">
      <ErrorBox>{message}</ErrorBox>
      <button type="button" className="button button-primary" onClick={onRetry}>
        Try Again
      </button>
    </div>
  );
}
