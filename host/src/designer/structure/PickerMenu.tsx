import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

interface PickerMenuProps {
  /** The button's text. */
  label: ReactNode;
  /** Its accessible name when the text is short ("+ Row"). */
  ariaLabel?: string;
  className?: string;
  /** The menu's items; `close` hides the menu. */
  children: (close: () => void) => ReactNode;
}

/** A button that opens a small menu below it; Escape or a click elsewhere closes it and focus goes back to the button. */
export function PickerMenu({ label, ariaLabel, className = 'btn btn--small', children }: PickerMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey, true);
    };
  }, [open]);

  useEffect(() => {
    if (open) root.current?.querySelector<HTMLButtonElement>('[role="menu"] button')?.focus();
  }, [open]);

  return (
    <div className="picker-menu canvas-chrome" ref={root} onClick={(event) => event.stopPropagation()}>
      <button
        ref={button}
        type="button"
        className={className}
        aria-label={ariaLabel}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
      </button>
      {open ? (
        <div id={menuId} role="menu" className="picker-menu__list">
          {children(() => {
            setOpen(false);
            button.current?.focus();
          })}
        </div>
      ) : null}
    </div>
  );
}
