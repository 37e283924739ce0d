import { useEffect, useRef, type MouseEvent } from 'react';
import { StatusIcon } from '../../internal/StatusIcon';
import * as s from './styles';
import { useFormChromeT } from './chrome';

/** One error in the summary. */
export interface SummaryItem {
  /** The id of the control the link moves focus to; null for errors no field owns. */
  targetId: string | null;
  /** The error, as shown. */
  text: string;
}

/** The error summary's props. */
export interface ErrorSummaryProps {
  /** The errors, in the order of the fields. */
  items: readonly SummaryItem[];
  /** Changes (to a truthy value) each time the summary should take focus: every failed submit. */
  focusSignal: number;
  /** Shows a field that is not on the page (in a closed owner's form) before its link focuses it. */
  reveal?: ((id: string) => void) | undefined;
  /**
   * A short form's (the dashboard's): one error is said at its field only, and focus goes there;
   * a summary over one field would only say it twice.
   */
  oneAtField?: boolean;
}

type Root = Document | ShadowRoot;

/** Focuses the field and scrolls its label or legend into view, so the question is visible too. */
function focusField(root: Root, id: string): boolean {
  const target = root.getElementById(id);
  if (!target) return false;
  // Ids come from field paths: letters, digits, "_" and "-", safe in a selector as they are.
  const label = root.querySelector(`label[for="${id}"]`) ?? target.closest('fieldset')?.querySelector('legend') ?? target;
  label.scrollIntoView?.({ block: 'start' });
  target.focus({ preventScroll: true });
  return true;
}

/**
 * GOV.UK's error summary: "There is a problem" and one link per error. It takes focus after a
 * failed submit and its alert is read at once; each link focuses its field. It follows the
 * errors as they are fixed (a removed item is not announced; a new one is).
 */
export function ErrorSummary({ items, focusSignal, reveal, oneAtField }: ErrorSummaryProps) {
  const { t } = useFormChromeT('ErrorSummary');
  const ref = useRef<HTMLDivElement>(null);
  // In a custom element's shadow root too, where the document cannot see the field.
  const root = () => (ref.current?.getRootNode() ?? document) as Root;
  const alone = oneAtField && !items[1];

  useEffect(() => {
    if (focusSignal) (alone ? root().getElementById(items[0]?.targetId ?? '') : ref.current)?.focus();
    // Only a new submit moves focus; the errors changing as they are fixed must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusSignal]);

  // Kept in the page, empty, so the next submit has a root to find the one field in.
  if (alone) return <div ref={ref} hidden />;
  if (!items[0]) return null;

  const follow = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (focusField(root(), id)) {
      event.preventDefault();
    } else if (reveal) {
      event.preventDefault();
      reveal(id);
      // After React drew the field.
      setTimeout(() => focusField(root(), id));
    }
  };

  return (
    <div ref={ref} className={s.summary()} tabIndex={-1} data-part="error-summary" data-tone="danger">
      <div role="alert">
        <h2>
          <StatusIcon tone="danger" />
          {t('forms.errorSummary.title')}
        </h2>
        <ul>
          {items.map(({ targetId, text }, index) => (
            <li key={`${targetId}-${index}`} data-linked={targetId ? undefined : 'false'}>
              {targetId ? (
                <a href={`#${targetId}`} onClick={(event) => follow(event, targetId)}>
                  {text}
                </a>
              ) : (
                text
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
