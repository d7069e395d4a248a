import type { Landing, PageWithDesign } from '@tessera/core';
import { useMemo } from 'react';
import { useLanding } from '../api/landings-api.ts';
import { usePageDesign, type PageRef } from '../api/pages-api.ts';
import { NotFoundPage } from '../routes/NotFoundPage.tsx';
import { useIdParam } from '../routes/use-id-param.ts';
import { Spinner } from '../ui/Spinner.tsx';
import { backToPages, DesignerOpenError } from './DesignerOpenError.tsx';
import { DesignerWorkspace } from './DesignerWorkspace.tsx';
import { usePageSource } from './page-source.ts';
import { openSandbox } from './sandbox/sandbox-links.tsx';
import { installedElements } from './installed-elements.ts';

/** The lazily loaded designer route: /agency/websites/:id/pages/:pageId/design. */
export function DesignerRoute() {
  const landingId = useIdParam('id');
  const pageId = useIdParam('pageId');
  if (landingId === null || pageId === null) return <NotFoundPage />;
  // A new page gets a fresh designer (and store) rather than the previous page's history.
  return <DesignerLoader key={`${landingId}/${pageId}`} landingId={landingId} pageId={pageId} />;
}

function DesignerLoader({ landingId, pageId }: PageRef) {
  const pageRef = useMemo(() => ({ landingId, pageId }), [landingId, pageId]);
  const page = usePageDesign(pageRef);
  const landing = useLanding(landingId);

  if (page.isPending) return <Spinner fullPage label="Opening the designer…" />;
  if (page.error) return <DesignerOpenError title="This page could not be opened" message={page.error.message} onRetry={page.refetch} back={backToPages(landingId)} />;
  return <PageDesigner pageRef={pageRef} page={page.data} landing={landing.data} />;
}

function PageDesigner({ pageRef, page, landing }: { pageRef: PageRef; page: PageWithDesign; landing: Landing | undefined }) {
  const source = usePageSource(pageRef, page, landing, openSandbox);
  return <DesignerWorkspace source={source} registry={installedElements} />;
}
