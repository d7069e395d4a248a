import type { RenderMode } from '../element-definition.ts';
import type { SiteContextValue } from './site-context.tsx';

interface MissingSiteItemProps {
  /** The element's CSS block, e.g. "ts-form": the note is `<block>__missing`, styled by `missingSiteItemCss(block)`. */
  block: string;
  kind: 'form' | 'menu';
  mode: RenderMode;
  site: SiteContextValue;
  /** What the element shows when none is chosen, e.g. "fields" or "items". */
  own: string;
}

/**
 * What an element that shows a website form or menu renders when it cannot find it: nothing on
 * the published page; on the canvas, a note saying whether it was deleted or the designer just
 * cannot show it.
 */
export function MissingSiteItem({ block, kind, mode, site, own }: MissingSiteItemProps) {
  if (mode !== 'canvas') return null;
  const known = kind === 'form' ? site.form : site.menu;
  return (
    <div className={`${block}__missing`} role="note">
      {known
        ? `The website ${kind} this element showed no longer exists. Choose another ${kind}, or use the element’s own ${own}, in its settings.`
        : `The chosen website ${kind} shows here on the published page.`}
    </div>
  );
}

export const missingSiteItemCss = (block: string) => `.${block}__missing{padding:16px;border:1px dashed #d97706;border-radius:8px;background:#fffbeb;color:#92400e}`;
