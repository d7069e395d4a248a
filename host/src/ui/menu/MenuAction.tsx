import type { ReactNode } from 'react';

interface MenuActionProps {
  /** The menu's `close`, from MenuButton's children: the menu closes before the action runs. */
  close(): void;
  onSelect(): void;
  className?: string;
  disabled?: boolean;
  children: ReactNode;
}

/** One action of a MenuButton's menu. */
export function MenuAction({ close, onSelect, className = 'menu-item', disabled, children }: MenuActionProps) {
  return (
    <button
      type="button"
      role="menuitem"
      className={className}
      disabled={disabled}
      onClick={() => {
        close();
        onSelect();
      }}
    >
      {children}
    </button>
  );
}
