import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { button } from '../../react/styles/base';
import * as styles from './styles';

interface DetailsSheetProps {
  /** The dialog's name. */
  label: string;
  closeLabel: string;
  /** The person asked to close it (×, Escape, the dimmed page). */
  onClose: () => void;
  children: ReactNode;
}

/**
 * A transaction's details over the list: a native modal <dialog> (the browser traps focus, makes
 * the page behind inert and turns Escape into `cancel`), a surface of its own rather than a card
 * inside the list's card. On a phone a full-screen sheet; from 640 px a panel along the
 * inline-end edge, beside the list, which stays where it was. The list owns whether it is open.
 */
export function DetailsSheet({ label, closeLabel, onClose, children }: DetailsSheetProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    // The page behind stays where it was: a modal dialog does not stop it scrolling.
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    // Closed before React removes it, so the page is no longer inert when focus goes back to the row.
    return () => {
      document.body.style.overflow = overflow;
      if (element?.open) element.close();
    };
  }, []);
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a press on the dimmed page is a pointer shortcut for closing; keyboards close with Escape (onCancel) and the × button
    <dialog
      ref={dialog}
      aria-label={label}
      className={styles.sheet()}
      data-part="details-sheet"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.sheetPanel()}>
        <button type="button" className={button()} data-variant="quiet" data-shape="icon" data-part="close" aria-label={closeLabel} onClick={onClose}>
          <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M5 5l10 10M15 5L5 15" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </button>
        {children}
      </div>
    </dialog>
  );
}
