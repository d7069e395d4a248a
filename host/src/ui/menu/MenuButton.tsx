import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

interface MenuButtonProps {
  /** The button's content. */
  label: ReactNode;
  /** Its accessible name when the content does not say it ("⋯", "+ Row"). */
  ariaLabel?: string | undefined;
  /** A tooltip for the button. */
  title?: string | undefined;
  className?: string | undefined;
  disabled?: boolean | undefined;
  /** Classes of the wrapper and of the list, for where the menu sits (the canvas, a card, the top bar). */
  rootClassName?: string | undefined;
  listClassName?: string | undefined;
  /** The menu's accessible name; the button's name when left out. */
  menuLabel?: string | undefined;
  /** The items (`role="menuitem"` buttons or links); `close` hides the menu and gives focus back to the button. */
  children: (close: () => void) => ReactNode;
}

const items = (list: HTMLElement | null) => [...(list?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])') ?? [])];

/**
 * A button that opens a menu of actions below it, as the WAI-ARIA menu button pattern has it:
 * the first item takes focus, arrow keys, Home and End move between items, Escape closes it and
 * focus goes back to the button, and Tab or a click elsewhere closes it.
 */
export function MenuButton({ label, ariaLabel, title, className = 'btn', disabled, rootClassName = 'menu-button', listClassName = 'menu-button__list', menuLabel, children }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonId = useId();
  const root = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    items(list.current)[0]?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const all = items(list.current);
    const at = all.indexOf(document.activeElement as HTMLElement);
    const go = (index: number) => {
      event.preventDefault();
      all[(index + all.length) % all.length]?.focus();
    };
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    } else if (event.key === 'Tab') setOpen(false);
    else if (event.key === 'ArrowDown') go(at + 1);
    else if (event.key === 'ArrowUp') go(at - 1);
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(all.length - 1);
  };

  return (
    <div className={rootClassName} ref={root} onClick={(event) => event.stopPropagation()}>
      <button
        ref={button}
        // Named only while the menu it labels is open: a closed menu button leaves no generated id in the page.
        id={open ? buttonId : undefined}
        type="button"
        className={className}
        aria-label={ariaLabel}
        title={title}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={disabled}
        onClick={() => setOpen((was) => !was)}
      >
        {label}
      </button>
      {open ? (
        <div id={menuId} ref={list} role="menu" aria-label={menuLabel} aria-labelledby={menuLabel ? undefined : buttonId} className={listClassName} onKeyDown={onKeyDown}>
          {children(close)}
        </div>
      ) : null}
    </div>
  );
}
