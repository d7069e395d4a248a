import { useDeferredValue } from 'react';
import { useCanvasSite } from '../use-canvas-site.ts';
import { Canvas } from './Canvas.tsx';

/**
 * The canvas with what it shows of the website. Its pages, forms, menus, shop and title arrive
 * one by one after the canvas first shows, and each changes what every element reads of the
 * site, so each re-rendered the whole visible canvas at once: a task of 50 ms and more after the
 * first paint on a page of 2,000 elements (designer bench trace), during which a click waited.
 * Deferred, React renders them in slices a click or a key can come between, and one render
 * takes in all that arrived meanwhile. Only this component, not the designer around it,
 * re-renders as each answer arrives.
 */
export function SiteCanvas({ landingId }: { landingId: number | null }) {
  const site = useDeferredValue(useCanvasSite(landingId));
  return <Canvas site={site} />;
}
