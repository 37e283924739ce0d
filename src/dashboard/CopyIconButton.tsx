/**
 * The receipt's copy pattern for the dashboard: a quiet icon button beside its value, named by
 * its label, whose "Copied" is a tip over it (so nothing around it moves), and the result
 * announced politely. The checkout's own CopyButton reads the widget's context; this one takes
 * its words, so a dashboard page carries no checkout.
 */
import { useCopy } from '../react/hooks/useCopy';
import { button, cx, visuallyHidden } from '../react/styles/base';
import { css, type StyleRule } from '../react/styles/stitches';

// 20×20 outlines, the checkout's: two sheets (copy) and a tick (copied), drawn at 20 px so the glyph itself is about 16.
const COPY_ICON = 'M7 3h9a1 1 0 0 1 1 1v9M4 7h9a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1Z';
const COPIED_ICON = 'm4 10.5 4 4 8-9';

/** The tip over the button, as the checkout's. */
export const copyTip: StyleRule = /* @__PURE__ */ css({
  position: 'relative',
  '& > [data-tip]': {
    position: 'absolute',
    bottom: '100%',
    left: '50%',
    translate: '-50%',
    padding: '0 $2',
    borderRadius: '$sm',
    background: '$text',
    color: '$surface',
    fontSize: '$sm',
    whiteSpace: 'nowrap',
  },
});

interface CopyIconButtonProps {
  value: string;
  /** Its name and tooltip ("Copy transaction hash"). */
  label: string;
  /** The tip after copying, also announced ("Copied": the button's name said what). */
  copiedLabel: string;
  /** What is announced when copying failed. */
  failedLabel: string;
}

export function CopyIconButton({ value, label, copiedLabel, failedLabel }: CopyIconButtonProps) {
  const { copy, copied, failed } = useCopy();
  return (
    <>
      <button
        type="button"
        className={cx(button(), copyTip())}
        data-variant="quiet"
        data-shape="icon"
        data-state={copied ? 'copied' : failed ? 'failed' : 'idle'}
        aria-label={label}
        title={label}
        onClick={() => void copy(value)}
      >
        <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
          <path d={copied ? COPIED_ICON : COPY_ICON} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {copied && (
          <span data-tip="" aria-hidden="true">
            {copiedLabel}
          </span>
        )}
      </button>
      <span role="status" className={visuallyHidden()}>
        {copied ? copiedLabel : failed ? failedLabel : ''}
      </span>
    </>
  );
}
