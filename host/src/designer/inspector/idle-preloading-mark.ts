/**
 * A User Timing mark at the start of the designer's idle loading: what it requests from then on
 * is code it can do without to show and work (panels, the rich-text editor, the image picker),
 * which a performance trace, and the designer bench, tell apart by this mark.
 */
export const IDLE_PRELOADING_MARK = 'tessera:idle-preloading';
