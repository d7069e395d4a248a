import type { Landing, SandboxDesign } from '@tessera/core';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { putDocumentOnUnload, putDocumentQuietly } from '../../api/designer-save-api.ts';
import { API_BASE } from '../../api/http-client.ts';
import { useLanding } from '../../api/landings-api.ts';
import { usePages, type PageRef } from '../../api/pages-api.ts';
import { NotFoundPage } from '../../routes/NotFoundPage.tsx';
import { useIdParam } from '../../routes/use-id-param.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { backToPages, DesignerOpenError } from '../DesignerOpenError.tsx';
import { DesignerWorkspace } from '../DesignerWorkspace.tsx';
import type { DesignerSource } from '../document-source.ts';
import { installedElements } from '../installed-elements.ts';
import { ApplyToPage } from './ApplyToPage.tsx';
import { fetchSandbox, sandboxPath, useSandbox } from './sandbox-api.ts';

/** The sandbox designer (spec §2 pages/{pageId}/sandbox_design): the same designer, on the page's scratch copy. */
export function SandboxDesignerRoute() {
  const landingId = useIdParam('id');
  const pageId = useIdParam('pageId');
  if (landingId === null || pageId === null) return <NotFoundPage />;
  return <SandboxLoader key={`${landingId}/${pageId}`} landingId={landingId} pageId={pageId} />;
}

function SandboxLoader({ landingId, pageId }: PageRef) {
  const pageRef = useMemo(() => ({ landingId, pageId }), [landingId, pageId]);
  const sandbox = useSandbox(pageRef);
  const pageName = usePages(landingId).data?.find((page) => page.id === pageId)?.name;
  const landing = useLanding(landingId);
  if (sandbox.isPending) return <Spinner fullPage label="Opening the sandbox…" />;
  if (sandbox.error) return <DesignerOpenError title="This sandbox could not be opened" message={sandbox.error.message} onRetry={sandbox.refetch} back={backToPages(landingId)} />;
  return <SandboxDesigner pageRef={pageRef} sandbox={sandbox.data} pageName={pageName ?? 'Page'} landing={landing.data} />;
}

function SandboxDesigner({ pageRef, sandbox, pageName, landing }: { pageRef: PageRef; sandbox: SandboxDesign; pageName: string; landing: Landing | undefined }) {
  const siteUrl = landing?.url ?? null;
  const source = useMemo<DesignerSource>(() => {
    const url = `${API_BASE}${sandboxPath(pageRef)}`;
    return {
      title: pageName,
      badge: 'Sandbox',
      back: { to: `/agency/websites/${pageRef.landingId}/pages`, label: '← Pages' },
      landingId: pageRef.landingId,
      siteUrl,
      initial: { design: sandbox.design, version: sandbox.version },
      drafts: { ...pageRef, space: 'sandbox' },
      backend: {
        save: (design, version) => putDocumentQuietly(url, design, version),
        latest: async () => {
          const latest = await fetchSandbox(pageRef);
          return { page: { design: latest.design, version: latest.version }, savedBy: null };
        },
        saveOnUnload: (design, version) => putDocumentOnUnload(url, design, version),
      },
      actions: (controller) => (
        <>
          <Link className="btn btn--ghost" to="../design" relative="path">
            Page designer
          </Link>
          <ApplyToPage pageRef={pageRef} controller={controller} baseVersion={sandbox.base_version} />
        </>
      ),
    };
  }, [pageRef, pageName, siteUrl, sandbox]);
  return <DesignerWorkspace source={source} registry={installedElements} />;
}
