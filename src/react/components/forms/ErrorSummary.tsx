import { useEffect, useRef, type MouseEvent } from 'react';
import { StatusIcon } from '../../internal/StatusIcon';
import * as s from './styles';
import { useFormsT } from './useFormsT';

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
export function ErrorSummary({ items, focusSignal, reveal }: ErrorSummaryProps) {
  const { t } = useFormsT('ErrorSummary');
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (focusSignal) ref.current?.focus();
  }, [focusSignal]);

  if (items.length === 0) return null;

  const follow = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const root = (ref.current?.getRootNode() ?? document) as Root;
    if (focusField(root, id)) {
      event.preventDefault();
    } else if (reveal) {
      event.preventDefault();
      reveal(id);
      // After React drew the field.
      setTimeout(() => focusField(root, id));
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
          {items.map((item, index) =>
            item.targetId ? (
              <li key={`${item.targetId}-${index}`}>
                <a href={`#${item.targetId}`} onClick={(event) => follow(event, item.targetId as string)}>
                  {item.text}
                </a>
              </li>
            ) : (
              <li key={`form-${index}`} data-linked="false">
                {item.text}
              </li>
            ),
          )}
        </ul>
      </div>
    </div>
  );
}
