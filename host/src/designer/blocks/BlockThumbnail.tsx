import { lazy, Suspense } from 'react';

// The thumbnails' code comes with the Blocks tab's first picture, not with the designer.
const PreviewThumbnail = lazy(() => import('../../ui/PreviewThumbnail.tsx').then((module) => ({ default: module.PreviewThumbnail })));

/** A block's sections drawn small above its name, loaded once its place scrolls near. */
export function BlockThumbnail({ tokenPath, name }: { tokenPath: string; name: string }) {
  return (
    <span className="blocks-panel__thumb">
      <Suspense fallback={null}>
        <PreviewThumbnail tokenPath={tokenPath} title={`${name}, thumbnail`} />
      </Suspense>
    </span>
  );
}
