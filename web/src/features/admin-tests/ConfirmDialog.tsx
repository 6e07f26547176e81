import type { ReactNode } from 'react';
import { Dialog } from '../../components/Dialog';
import { useT } from '../../lib/i18n';

interface ConfirmDialogProps {
  title: string;
  confirmLabel: string;
  /** Cancel's text, when "Cancel" does not say what declining means. */
  cancelLabel?: string;
  /** The confirm button is kept off (e.g. a test that cannot be published as it is). */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** A question asked before a step that cannot be taken back: our dialog, never the browser's. */
export function ConfirmDialog({
  title,
  confirmLabel,
  cancelLabel,
  confirmDisabled,
  onConfirm,
  onClose,
  children,
}: ConfirmDialogProps) {
  const t = useT();
  return (
    <Dialog title={title} onClose={onClose}>
      <div className="admin-tests-confirm">{children}</div>
      <div className="admin-tests-form-actions">
        <button type="button" className="button button-outline" onClick={onClose}>
          {cancelLabel ?? t('common.cancel')}
        </button>
        <button type="button" className="button button-primary" disabled={confirmDisabled} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
