import type { CSSProperties } from 'react';

/** Column width as the --ts-col custom property LAYOUT_CSS reads; React's style type has no slot for custom properties. */
export function columnStyle(width: number): CSSProperties {
  return { '--ts-col': `${width}%` } as CSSProperties;
}
