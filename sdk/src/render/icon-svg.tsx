/**
 * Apart from the icon set (icons.tsx): the palette and the dashboard draw their own Lucide
 * icons with these, and importing them from the set's module brought the Icon element's whole
 * set into the designer's first load.
 */
import type { IconNode } from 'lucide';
import { createElement, type SVGProps } from 'react';

/** How screen readers see an inline SVG: an image named `label`, or, without one, nothing (decorative). */
export function svgA11y(label: string | undefined): Pick<SVGProps<SVGSVGElement>, 'role' | 'aria-label' | 'aria-hidden' | 'focusable'> {
  return label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true, focusable: 'false' };
}

/** A Lucide icon's shapes drawn as an inline SVG of `size` pixels; decorative unless given a role and label. */
export function IconSvg({
  node,
  size = 24,
  color = 'currentColor',
  strokeWidth = 2,
  ...rest
}: { node: IconNode; size?: number; color?: string; strokeWidth?: number } & Omit<SVGProps<SVGSVGElement>, 'color' | 'strokeWidth'>) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke={color}
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...svgA11y(undefined)}
      {...rest}
    >
      {node.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs }))}
    </svg>
  );
}
