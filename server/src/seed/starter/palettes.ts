/**
 * The colours of a starter design. Every pair a design puts together is readable (WCAG AA,
 * 4.5:1): `text`, `muted` and `heading` on `page` and `soft`; white on `primary` and on `dark`;
 * `onDark` and `onDarkMuted` on `dark`. axe-core checks every starter design in the browser
 * (tests/e2e/starter-collection.spec.ts).
 */
export interface Palette {
  primary: string;
  primaryHover: string;
  /** A light tint of the primary, for alternate sections and icon discs. */
  soft: string;
  page: string;
  dark: string;
  heading: string;
  text: string;
  muted: string;
  onDark: string;
  onDarkMuted: string;
}

const palette = (primary: string, primaryHover: string, soft: string, dark: string): Palette => ({
  primary,
  primaryHover,
  soft,
  page: '#ffffff',
  dark,
  heading: '#111827',
  text: '#374151',
  muted: '#4b5563',
  onDark: '#ffffff',
  onDarkMuted: '#d1d5db',
});

export const PALETTES = {
  ocean: palette('#1d4ed8', '#1e40af', '#eff6ff', '#0f172a'),
  forest: palette('#15803d', '#166534', '#f0fdf4', '#052e16'),
  terracotta: palette('#b45309', '#92400e', '#fff7ed', '#1c1917'),
  plum: palette('#7e22ce', '#6b21a8', '#faf5ff', '#1e1b4b'),
  teal: palette('#0f766e', '#115e59', '#f0fdfa', '#042f2e'),
  rose: palette('#be123c', '#9f1239', '#fff1f2', '#1f2937'),
  slate: palette('#334155', '#1e293b', '#f1f5f9', '#020617'),
} satisfies Record<string, Palette>;
