import type { PermissionKey } from '@tessera/core';
import { isValidElement, useId, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { noPermissionMessage, usePermission } from './permissions.ts';

interface PermissionGateProps {
  landingId: number;
  permission: PermissionKey;
  /** The action as it shows when permitted: one button or link, whose class and content the disabled stand-in copies. */
  children: ReactElement<{ className?: string; children?: ReactNode }>;
}

/**
 * A permission-gated action (spec §6): shown as is when the user holds `permission` on the
 * website, otherwise as the same-looking button, disabled, with a no-permission tooltip.
 */
export function PermissionGate({ landingId, permission, children }: PermissionGateProps) {
  const allowed = usePermission(landingId, permission);
  if (allowed) return children;
  const { className, children: content } = isValidElement(children) ? children.props : {};
  return (
    <NoPermissionButton className={className} message={noPermissionMessage(permission)}>
      {content}
    </NoPermissionButton>
  );
}

interface NoPermissionButtonProps {
  className?: string | undefined;
  message: string;
  children: ReactNode;
}

/**
 * Disabled with aria-disabled rather than the disabled attribute, so it stays focusable and
 * hoverable: keyboard and mouse users alike can reach the tooltip that says why.
 */
export function NoPermissionButton({ className, message, children }: NoPermissionButtonProps) {
  const tooltipId = useId();
  const stop = (event: MouseEvent) => event.preventDefault();
  return (
    <span className="has-tooltip">
      <button
        type="button"
        className={`${className ?? 'btn'} is-disabled`}
        aria-disabled="true"
        aria-describedby={tooltipId}
        onClick={stop}
      >
        {children}
      </button>
      <span role="tooltip" id={tooltipId} className="tooltip">
        {message}
      </span>
    </span>
  );
}
