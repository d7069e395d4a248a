import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { putDocumentOnUnload, putDocumentQuietly } from '../../api/designer-save-api.ts';
import { API_BASE } from '../../api/http-client.ts';
import { NotFoundPage } from '../../routes/NotFoundPage.tsx';
import { useIdParam } from '../../routes/use-id-param.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { DesignerOpenError } from '../DesignerOpenError.tsx';
import { DesignerWorkspace } from '../DesignerWorkspace.tsx';
import type { DesignerSource } from '../document-source.ts';
import { installedElements } from '../installed-elements.ts';
import type { AdminDocument, AdminDocumentKind } from './admin-document.ts';

/** The designer on an admin's document (spec §2 page-templates/{id}/sandbox_design, blocks/{id}/sandbox_design). */
export function AdminDocumentDesignerRoute({ kind }: { kind: AdminDocumentKind }) {
  const id = useIdParam(kind.param);
  if (id === null) return <NotFoundPage />;
  return <AdminDocumentLoader key={id} kind={kind} id={id} />;
}

function AdminDocumentLoader({ kind, id }: { kind: AdminDocumentKind; id: number }) {
  // Read once, then owned by the designer (like a page's design): no background refetch over unsaved edits,
  // and a key apart from the lists', so a change made elsewhere (a block saved from the Blocks tab) does not reload it.
  const document = useQuery({
    queryKey: ['admin-designer', kind.draftSpace, id],
    queryFn: ({ signal }) => kind.read(id, signal),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  if (document.isPending) return <Spinner fullPage label="Opening the designer…" />;
  if (document.error) return <DesignerOpenError title={`This ${kind.noun} could not be opened`} message={document.error.message} onRetry={document.refetch} back={kind.back} />;
  return <AdminDocumentDesigner kind={kind} document={document.data} />;
}

function AdminDocumentDesigner({ kind, document }: { kind: AdminDocumentKind; document: AdminDocument }) {
  const source = useMemo<DesignerSource>(() => {
    const url = `${API_BASE}${kind.path(document.id)}/design`;
    return {
      title: document.name,
      badge: kind.noun.charAt(0).toUpperCase() + kind.noun.slice(1),
      back: { to: kind.back.to, label: `← ${kind.back.label}` },
      landingId: null,
      siteUrl: null,
      initial: { design: document.design, version: document.version },
      drafts: { landingId: null, pageId: document.id, space: kind.draftSpace },
      listKey: kind.listKey,
      backend: {
        save: (design, version) => putDocumentQuietly(url, design, version),
        latest: async () => {
          const latest = await kind.read(document.id);
          return { page: { design: latest.design, version: latest.version }, savedBy: null };
        },
        saveOnUnload: (design, version) => putDocumentOnUnload(url, design, version),
      },
    };
  }, [kind, document]);
  return <DesignerWorkspace source={source} registry={installedElements} />;
}
