import { brandKitCss, PAGE_SCOPE, type BrandKit } from '@tessera/core';
import { useBrandKit } from '../../api/brand-kit-api.ts';

/**
 * The website's brand kit on the canvas, as on its published pages: its fonts and custom
 * properties, scoped to the page being designed. Elements that leave a colour or font to the
 * kit show it; the kit being edited in the Brand tab (`draft`) shows as it changes. Without a
 * website (a template) elements show their fallbacks.
 */
export function CanvasBrandKit({ landingId, draft }: { landingId: number | null; draft: BrandKit | null }) {
  const saved = useBrandKit(landingId, { quiet: true }).data;
  const kit = draft ?? saved;
  return kit ? <style data-testid="canvas-brand-kit">{brandKitCss(kit, PAGE_SCOPE)}</style> : null;
}
