import { BACKGROUND_POSITIONS, BORDER_SIDES, BORDER_STYLES, HOVER_ANIMATIONS, SHADOW_KINDS, SHADOW_STRENGTHS, type NodeStyle } from '@tessera/core';
import type { SelectOption } from '@tessera/sdk/editor';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

type Options<F extends keyof NodeStyle> = readonly SelectOption<Exclude<NodeStyle[F], undefined | number | boolean | object>>[];

const SIDE_LABELS: Record<(typeof BORDER_SIDES)[number], string> = {
  full: 'All sides',
  top: 'Top',
  bottom: 'Bottom',
  topbottom: 'Top and bottom',
  left: 'Left',
  right: 'Right',
  leftright: 'Left and right',
};

export const BORDER_OPTIONS: Options<'Border'> = [{ value: '', label: 'None' }, ...BORDER_SIDES.map((side) => ({ value: side, label: SIDE_LABELS[side] }))];

export const BORDER_STYLE_OPTIONS: Options<'BorderStyle'> = BORDER_STYLES.map((style) => ({ value: style, label: capitalised(style) }));

export const RADIUS_EDGE_OPTIONS: Options<'RadiusEdge'> = [
  { value: '', label: 'All' },
  { value: 'toponly', label: 'Top only' },
  { value: 'bottomonly', label: 'Bottom only' },
];

/** Spec §9: 5, 10, 20, 30 and 40 percent, drop or inner. */
export const SHADOW_OPTIONS: Options<'BoxShadow'> = [
  { value: '', label: 'None' },
  ...SHADOW_KINDS.flatMap((kind) => SHADOW_STRENGTHS.map((strength) => ({ value: `${kind}-${strength}` as const, label: `${capitalised(kind)} ${strength}%` }))),
];

export const POSITION_OPTIONS: Options<'BackgroundImagePosition'> = BACKGROUND_POSITIONS.map((position) => ({ value: position, label: capitalised(position) }));

export const TIME_DELAY_OPTIONS: Options<'TimeDelayType'> = [
  { value: '', label: 'None' },
  { value: 'show', label: 'Show after a delay' },
  { value: 'hide', label: 'Hide after a delay' },
];

/** The 28 hover animations of spec §9, named as people read them ("wobble-to-top-right" → "Wobble to top right"). */
export const HOVER_ANIMATION_OPTIONS: Options<'HoverAnimation'> = [
  { value: '', label: 'None' },
  ...HOVER_ANIMATIONS.map((name) => ({ value: name, label: capitalised(name.replaceAll('-', ' ')) })),
];

/** How the style panel names a field in a message about it. */
export const FIELD_NAMES: Partial<Record<string, string>> = {
  BackgroundColor: 'Background colour',
  BackgroundImage: 'Background image',
  BorderColor: 'Border colour',
  HoverBackgroundColor: 'Background colour on hover',
  HoverBorderColor: 'Border colour on hover',
  HoverTextColor: 'Text colour on hover',
  ElementTitle: 'Name in layers',
  tablet: 'Tablet',
  mobile: 'Mobile',
};
