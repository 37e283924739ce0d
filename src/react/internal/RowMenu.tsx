import { useId, useRef, useState, type ReactNode } from 'react';
import { button, menuList } from '../styles/base';

/** What a row's overflow menu holds and says. */
export interface RowMenuProps {
  /** The button's id, where a caller moves focus to it (an owner's row after Cancel). */
  id?: string;
  /** The button's name ("More actions", "More actions for Ada Lovelace"); it shows only "⋯". */
  label: string;
  /** The id of the text naming the row, read with the button. */
  describedBy?: string;
  /** The items: buttons and links, each of which closes the menu when chosen. */
  children: ReactNode;
  /** The menu's own placement and items' tones (an owner's row); a payment link's row places it from its actions. */
  className?: string;
}

/**
 * A row's actions past the first (a payment link's, a beneficial owner's), behind one "⋯" button: a disclosure (aria-expanded,
 * aria-controls), so Enter or Space opens it, its items follow in the tab order, Escape closes
 * it and gives the focus back, and leaving it closes it. Choosing an item closes it too, with the
 * focus back on the button, because the item the focus was on is gone.
 */
export function RowMenu({ id, label, describedBy, children, className }: RowMenuProps) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  return (
    // Delegated: the keys and clicks come from the buttons and links inside, which take the focus.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className={className}
      data-part="row-menu"
      onKeyDown={(event) => open && event.key === 'Escape' && close()}
      onBlur={(event) => event.currentTarget.contains(event.relatedTarget) || setOpen(false)}
    >
      <button
        ref={trigger}
        id={id}
        type="button"
        className={button()}
        data-variant="quiet"
        data-size="small"
        data-shape="icon"
        aria-label={label}
        aria-describedby={describedBy}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true">⋯</span>
      </button>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- a click on an item inside, by mouse or keyboard */}
      <div id={listId} className={menuList()} hidden={!open} onClick={(event) => (event.target as Element).closest('a, button') && close()}>
        {children}
      </div>
    </div>
  );
}
