import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { fetchPreviewUrl } from '../api/previews-api.ts';
import { useContentSize } from './use-content-size.ts';
import { useNearViewport } from './use-near-viewport.ts';

interface PreviewThumbnailProps {
  /** The preview-token endpoint of the draft to show (see `previewTokenPaths`). */
  tokenPath: string;
  /** What it shows, as the frame's title: "Home page of Bakery". */
  title: string;
  /** The window width the page is laid out at before it is scaled down: a desktop's. */
  pageWidth?: number;
}

/** Preview addresses live five minutes; one is asked for again a minute before it ends. */
const ADDRESS_FRESH_MS = 4 * 60_000;

/**
 * A draft drawn small, as it looks in a desktop window: its preview in a frame laid out
 * `pageWidth` wide and scaled to the box. The frame is sandboxed (no scripts, no forms, no
 * navigation) and shows the still preview, which holds no scripts for the sandbox to refuse, and out of the tab order; it is asked for only once the box is near the screen,
 * so a long list does not render every page at once.
 */
export function PreviewThumbnail({ tokenPath, title, pageWidth = 1280 }: PreviewThumbnailProps) {
  const box = useRef<HTMLDivElement>(null);
  const size = useContentSize(box);
  const near = useNearViewport(box, { margin: '200px' });

  const address = useQuery({
    queryKey: ['preview-address', tokenPath],
    queryFn: ({ signal }) => fetchPreviewUrl(tokenPath, { signal, quietStatuses: [403, 404] }),
    enabled: near,
    staleTime: ADDRESS_FRESH_MS,
    retry: false,
  });
  const scale = size ? size.width / pageWidth : 0;

  return (
    <div className="preview-thumbnail" ref={box}>
      {address.data && scale > 0 ? (
        <iframe
          className="preview-thumbnail__frame"
          src={`${address.data}&still=1`}
          title={title}
          sandbox=""
          tabIndex={-1}
          loading="lazy"
          style={{ width: pageWidth, height: size!.height / scale, transform: `scale(${scale})` }}
        />
      ) : null}
    </div>
  );
}
