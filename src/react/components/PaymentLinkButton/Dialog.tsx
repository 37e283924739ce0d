import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useLatest } from '../../internal/useLatest';
import { button, cx, skeleton, visuallyHidden } from '../../styles/base';
import * as styles from './styles';

interface DialogProps {
  title: string;
  closeLabel: string;
  /** The payer asked to close (Escape, the close button, the backdrop). */
  onRequestClose: () => void;
  /** Where focus goes back to when the dialog closes. */
  returnFocus: RefObject<HTMLElement | null>;
  children: ReactNode;
}

// useLayoutEffect warns during server rendering; the dialog is only ever rendered after a click or with `open`.
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * A native modal <dialog> opened with showModal(): the browser traps focus inside it, makes
 * the page behind inert, puts it in the top layer and turns Escape into a `cancel` event.
 * This adds what the browser leaves out: Escape pressed inside the same-origin embedded page
 * (its keys stay in its own document), closing on the backdrop, no page scroll behind it,
 * and focus back on the button when it closes. React owns whether it is open: the dialog
 * only asks (onRequestClose) and is removed when its owner says so.
 */
export function Dialog({ title, closeLabel, onRequestClose, returnFocus, children }: DialogProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const requestClose = useLatest(onRequestClose);
  /** Set while this component closes the dialog itself (unmounting): that `close` event asks nothing. */
  const closingOnUnmount = useRef(false);
  /** Until the page inside has loaded: a still outline of it, so the dialog is never an empty box. */
  const [frameState, setFrameState] = useState<'loading' | 'ours' | 'foreign'>('loading');

  useBrowserLayoutEffect(() => {
    const element = dialog.current;
    const opener = returnFocus.current;
    if (!element) return;
    closingOnUnmount.current = false;
    if (!element.open) element.showModal();
    closeButton.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      // React runs this before it removes the element: while the dialog is still modal the page
      // behind it is inert and the opener cannot take focus, so close it first.
      closingOnUnmount.current = true;
      if (element.open) element.close();
      opener?.focus();
    };
  }, []);

  // Keys pressed inside the embedded page stay in its document: listen there too when it is
  // same-origin (the hosted checkout at /pay/…), after each load of the frame.
  useEffect(() => {
    const frame = dialog.current?.querySelector('iframe') ?? null;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      requestClose.current();
    };
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
    const onLoad = () => {
      listenInFrame();
      // Our own hosted page keeps the top inline-end corner of its first row free for the ×
      // (pay.css); a page we cannot reach gets the × on a bar of its own above it.
      frameDocument?.documentElement?.setAttribute('data-pk-overlay', '');
      setFrameState(frameDocument ? 'ours' : 'foreign');
    };
    listenInFrame();
    frame?.addEventListener('load', onLoad);
    return () => {
      frame?.removeEventListener('load', onLoad);
      frameDocument?.removeEventListener('keydown', onKey);
    };
  }, [requestClose]);

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a press on the backdrop is a pointer shortcut for closing; keyboards and screen readers close with Escape (onCancel) and the close button
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-modal="true"
      className={styles.backdrop()}
      data-part="backdrop"
      onCancel={(event) => {
        // The owner decides; without this the browser would close the dialog behind React's back.
        // A browser may refuse (a cancel that is not cancelable): then it closes, and onClose asks.
        if (!event.cancelable) return;
        event.preventDefault();
        requestClose.current();
      }}
      // Apart from the unmount above, only the browser closes this element. The browser queues
      // `close`: when it arrives the dialog may be open again (StrictMode's second effect run
      // reopens it at once), and then there is nothing to ask.
      onClose={(event) => {
        if (!closingOnUnmount.current && !event.currentTarget.open) requestClose.current();
      }}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) requestClose.current();
      }}
    >
      <div className={styles.panel()} data-part="panel" data-frame={frameState} aria-busy={frameState === 'loading' ? true : undefined}>
        {/* The dialog keeps its name for screen readers; on screen the page inside speaks first. */}
        <h2 id={titleId} className={visuallyHidden()}>
          {title}
        </h2>
        <div className={styles.toolbar()} data-part="toolbar">
          <button
            ref={closeButton}
            type="button"
            className={button()}
            data-variant="quiet"
            data-shape="icon"
            data-part="close"
            aria-label={closeLabel}
            onClick={() => requestClose.current()}
          >
            <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M5 5l10 10M15 5L5 15" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        {children}
        {frameState === 'loading' && <FrameSkeleton />}
      </div>
    </dialog>
  );
}

/** The hosted page's outline (merchant row, amount, QR code, address) with no frame of its own, over the frame while it loads. */
function FrameSkeleton() {
  return (
    <div className={styles.frameSkeleton()} aria-hidden="true" data-part="skeleton">
      <span className={styles.skeletonRow()}>
        <span className={cx(skeleton(), styles.skeletonMark())} />
        <span className={cx(skeleton(), styles.skeletonLine())} />
      </span>
      <span className={cx(skeleton(), styles.skeletonAmount())} />
      <span className={cx(skeleton(), styles.skeletonCode())} />
      <span className={cx(skeleton(), styles.skeletonAddress())} />
    </div>
  );
}
