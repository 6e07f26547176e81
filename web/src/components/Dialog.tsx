import { createContext, useContext, useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../lib/i18n';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** A window of its own that may open over a dialog (the card checkout's). */
const OTHER_LAYER = '[role="dialog"], [aria-modal="true"]';

/** How many dialogs a dialog was opened inside: one opened from another is above it. */
const DialogDepth = createContext(0);

/** The open dialogs; only the topmost (the deepest, then the last opened) answers Escape and Tab. */
const openDialogs: { element: HTMLElement; depth: number }[] = [];

function topmostDialog(): HTMLElement | undefined {
  let top: (typeof openDialogs)[number] | undefined;
  for (const entry of openDialogs) if (!top || entry.depth >= top.depth) top = entry;
  return top?.element;
}

/**
 * A modal dialog: labelled by its title, keeps keyboard focus inside, closes on Escape, the close
 * button or a click on the backdrop, and gives focus back to where it was when it closes. It is
 * drawn at the end of the body, so no sticky or positioned part of the page (the header, a sticky
 * panel it was opened from) can stack above it.
 */
export function Dialog({ title, onClose, children }: DialogProps) {
  const titleId = useId();
  const t = useT();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  const depth = useContext(DialogDepth) + 1;

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const entry = { element: dialog, depth };
    openDialogs.push(entry);
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (topmostDialog() !== dialog || event.defaultPrevented || inOtherLayer(dialog)) return;
      if (event.key === 'Escape') onCloseRef.current();
      else if (event.key === 'Tab') keepTabInside(dialog, event);
    };
    document.addEventListener('keydown', onKeyDown);
    document.body.classList.add('has-modal');
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openDialogs.splice(openDialogs.indexOf(entry), 1);
      if (openDialogs.length === 0) document.body.classList.remove('has-modal');
      previouslyFocused?.focus();
    };
  }, [depth]);

  // A new title means new content (e.g. another form): start again at its first control.
  useEffect(() => {
    if (dialogRef.current) focusableIn(dialogRef.current)[0]?.focus();
  }, [title]);

  const content = (
    <div
      className="dialog-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div ref={dialogRef} className="dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <h2 id={titleId} className="dialog-title">
          {title}
        </h2>
        {/* Only the content scrolls: the title and × stay in view in a dialog taller than the screen. */}
        <div className="dialog-body">
          <DialogDepth.Provider value={depth}>{children}</DialogDepth.Provider>
        </div>
        {/* Last in tab order so focus starts on the first field; placed top-right by CSS. */}
        <button type="button" className="dialog-close" aria-label={t('common.close')} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </div>
  );
  return typeof document === 'undefined' ? content : createPortal(content, document.body);
}

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/** Focus is in a window of its own over the dialog (the card checkout's): its keys are its own. */
function inOtherLayer(dialog: HTMLElement): boolean {
  const active = document.activeElement;
  if (!active || dialog.contains(active)) return false;
  const layer = active.closest(OTHER_LAYER);
  if (layer) return !openDialogs.some((entry) => entry.element === layer);
  return active instanceof HTMLIFrameElement;
}

/** Tab and Shift+Tab go round the dialog's controls, from wherever focus is (the page behind, nowhere). */
function keepTabInside(dialog: HTMLElement, event: globalThis.KeyboardEvent) {
  const items = focusableIn(dialog);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    dialog.focus();
    return;
  }
  const position = items.indexOf(document.activeElement as HTMLElement);
  if (event.shiftKey && position <= 0) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (position === -1 || position === items.length - 1)) {
    event.preventDefault();
    first.focus();
  }
}
