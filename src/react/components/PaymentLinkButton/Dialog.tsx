import { useEffect, useId, useRef, type KeyboardEvent as ReactKeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { button, providerRoot } from '../../styles/base';
import * as styles from './styles';

interface DialogProps {
  title: string;
  closeLabel: string;
  onClose(): void;
  /** Where focus goes back to when the dialog closes. */
  returnFocus: RefObject<HTMLElement | null>;
  themeClassName: string;
  /** The provider's direction and language: the portal renders outside its element. */
  dir: 'ltr' | 'rtl';
  lang: string;
  children: ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled]), iframe, input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The last focusable element inside a same-origin frame's page; null when there is none or it cannot be reached. */
function lastFocusableIn(frame: HTMLIFrameElement): HTMLElement | null {
  try {
    const items = Array.from(frame.contentDocument?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
    return items.filter((item) => item.getClientRects().length > 0).at(-1) ?? null;
  } catch {
    return null; // cross-origin
  }
}

/**
 * A modal dialog: focus moves in, Tab and Shift+Tab stay inside (guards on both sides also
 * catch focus leaving the embedded iframe), Escape (also inside a same-origin embedded page)
 * and the backdrop close it, and focus returns to the button that opened it.
 */
export function Dialog({ title, closeLabel, onClose, returnFocus, themeClassName, dir, lang, children }: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  const focusables = () => Array.from(panel.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
  const focusFirst = () => (focusables()[0] ?? panel.current)?.focus();
  const focusLast = () => {
    const last = focusables().at(-1);
    // Focusing the frame element itself would be a tab stop with nothing visibly focused.
    const inner = last instanceof HTMLIFrameElement ? lastFocusableIn(last) : null;
    (inner ?? last ?? panel.current)?.focus();
  };

  useEffect(() => {
    const opener = returnFocus.current;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close.current();
      }
    };
    // Focus that lands outside (a click through, a script) is brought back in.
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as Node | null;
      if (panel.current && target && !panel.current.contains(target) && !(target as HTMLElement).dataset?.focusGuard) focusFirst();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocusIn);
    // Keys pressed inside the embedded page stay in its document: listen there too when it is
    // same-origin (the hosted checkout at /pay/…), after each load of the frame.
    const frame = panel.current?.querySelector('iframe') ?? null;
    let frameDocument: Document | null = null;
    const listenInFrame = () => {
      frameDocument?.removeEventListener('keydown', onKey);
      try {
        frameDocument = frame?.contentDocument ?? null;
      } catch {
        frameDocument = null; // cross-origin
      }
      frameDocument?.addEventListener('keydown', onKey);
    };
    listenInFrame();
    frame?.addEventListener('load', listenInFrame);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocusIn);
      frame?.removeEventListener('load', listenInFrame);
      frameDocument?.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const onKeyDown = (event: ReactKeyboardEvent) => {
    if (event.key !== 'Tab') return;
    const items = focusables();
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      focusLast();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return createPortal(
    <div className={`pk-root ${providerRoot()} ${themeClassName}`} dir={dir} lang={lang}>
      <div
        className={styles.backdrop()}
        data-part="backdrop"
        onMouseDown={(event) => {
          if (event.target === event.currentTarget) onClose();
        }}
      >
        <span tabIndex={0} className={styles.guard()} data-focus-guard="start" onFocus={focusLast} />
        <div ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className={styles.panel()} onKeyDown={onKeyDown}>
          <div className={styles.header()}>
            <h2 id={titleId}>{title}</h2>
            <button ref={closeButton} type="button" className={button()} data-variant="secondary" data-size="small" onClick={onClose}>
              {closeLabel}
            </button>
          </div>
          {children}
        </div>
        <span tabIndex={0} className={styles.guard()} data-focus-guard="end" onFocus={focusFirst} />
      </div>
    </div>,
    document.body,
  );
}
