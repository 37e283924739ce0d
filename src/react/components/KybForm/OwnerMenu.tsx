import { useId, useRef, useState, type ReactNode } from 'react';
import { button } from '../../styles/base';
import { ownerMenu } from '../forms/styles';

/** The owner row's "⋯" menu: its name and its items. */
export interface OwnerMenuProps {
  /** The button's id (focus comes back to it). */
  id: string;
  /** The button's name ("More actions for Ada Lovelace"); it shows only "⋯". */
  label: string;
  /** The items: buttons, each of which closes the menu when chosen. */
  children: ReactNode;
}

/**
 * An owner row's actions past Edit, behind one quiet "⋯" button: a disclosure (aria-expanded,
 * aria-controls), so Enter or Space opens it, its items follow in the tab order, Escape closes
 * it and gives the focus back, and leaving it closes it.
 */
export function OwnerMenu({ id, label, children }: OwnerMenuProps) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  return (
    // Delegated: the keys and clicks come from the buttons inside, which take the focus.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className={ownerMenu()}
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
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true">⋯</span>
      </button>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- a click on an item inside, by mouse or keyboard */}
      <div id={listId} hidden={!open} onClick={(event) => (event.target as Element).closest('button') && close()}>
        {children}
      </div>
    </div>
  );
}
