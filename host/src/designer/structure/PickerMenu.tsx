import type { ReactNode } from 'react';
import { MenuButton } from '../../ui/menu/MenuButton.tsx';

interface PickerMenuProps {
  /** The button's text. */
  label: ReactNode;
  /** Its accessible name when the text is short ("+ Row"). */
  ariaLabel?: string;
  className?: string;
  /** The menu's items; `close` hides the menu. */
  children: (close: () => void) => ReactNode;
}

/** A picker on the canvas (row layouts, section types): a menu button kept out of the page's own clicks. */
export function PickerMenu({ label, ariaLabel, className = 'btn btn--small', children }: PickerMenuProps) {
  return (
    <MenuButton label={label} ariaLabel={ariaLabel} className={className} rootClassName="picker-menu canvas-chrome" listClassName="picker-menu__list">
      {children}
    </MenuButton>
  );
}
