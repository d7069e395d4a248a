/** Style vocabularies of spec §3 and §9, shared by the style panels, the schemas and the CSS. */

/** Element visibility by device; '' means hidden everywhere (spec §3, §4). */
export const VISIBILITIES = ['both', 'desktop', 'mobile', ''] as const;
export type Visibility = (typeof VISIBILITIES)[number];

export const BORDER_STYLES = ['solid', 'dashed', 'dotted'] as const;
export const BORDER_SIDES = ['full', 'top', 'bottom', 'topbottom', 'left', 'right', 'leftright'] as const;
export type BorderSide = (typeof BORDER_SIDES)[number];
/** Which corners BorderRadius rounds: all ('') or only the top or bottom ones. */
export const RADIUS_EDGES = ['', 'toponly', 'bottomonly'] as const;
export type RadiusEdge = (typeof RADIUS_EDGES)[number];

/** Shadows: 5, 10, 20, 30 or 40 percent, drop or inner; stored as e.g. "drop-20" or "inner-5". */
export const SHADOW_STRENGTHS = [5, 10, 20, 30, 40] as const;
export const SHADOW_KINDS = ['drop', 'inner'] as const;
export const SHADOWS = SHADOW_KINDS.flatMap((kind) => SHADOW_STRENGTHS.map((strength) => `${kind}-${strength}` as const));
export type Shadow = (typeof SHADOWS)[number];

export const BUTTON_THEMES = ['3d', 'square', '5pt', '10pt', '15pt', '20pt', 'pill'] as const;
export const INPUT_THEMES = ['default', 'gray', 'lightgray', 'borderwhite', 'simple', '3dgradient', 'simpleclean', 'blackunderline'] as const;
export const GALLERY_TYPES = ['slide', 'coverflow', 'card', 'creative', 'standardGallery', 'masonryGallery'] as const;
export const BLOG_LAYOUTS = ['grid', 'masonry', 'list', 'carousel'] as const;
export const REPEAT_INTERVALS = ['day', 'week', 'month', 'year'] as const;

export const POPUP_DEFAULTS = { margin: 100, padding: 20 } as const;
export const SLIDER_DEFAULTS = { height: 500, duration: 5 } as const;

/** Mobile button text sizes and the default icon spacing (spec §9). */
export const MOBILE_BUTTON_FONT_SIZE = 15;
export const MOBILE_BUTTON_SUBTEXT_SIZE = 10;
export const ICON_SPACING = 10;
