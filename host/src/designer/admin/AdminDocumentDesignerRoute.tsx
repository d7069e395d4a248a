import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { putDocumentOnUnload, putDocumentQuietly } from '../../api/designer-save-api.ts';
import { API_BASE } from '../../api/http-client.ts';
import { NotFoundPage } from '../../routes/NotFoundPage.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { DesignerOpenError } from '../DesignerOpenError.tsx';
import { DesignerWorkspace } from '../DesignerWorkspace.tsx';
import type { DesignerSource } from '../document-source.ts';
import { installedElements } from '../installed-elements.ts';
import type { AdminDocument, AdminDocumentKind, AdminDocumentRef } from './admin-document.ts';

/** The designer on an admin's document (spec §2 page-templates/…/sandbox_design, blocks/…/sandbox_design, templates/…/pages/…/design). */
export function AdminDocumentDesignerRoute({ kind }: { kind: AdminDocumentKind }) {
  const params = useParams();
  const ref = useMemo(() => kind.locate(params), [kind, params]);
  if (ref === null) return <NotFoundPage />;
  return <AdminDocumentLoader key={ref.path} noun={kind.noun} docRef={ref} />;
}

export function AdminDocumentLoader({ noun, docRef }: { noun: string; docRef: AdminDocumentRef }) {
  // Read once, then owned by the designer (like a page's design): no background refetch over unsaved edits,
  // and a key apart from the lists', so a change made elsewhere (a block saved from the Blocks tab) does not reload it.
  const document = useQuery({
    queryKey: ['admin-designer', docRef.path],
    queryFn: ({ signal }) => docRef.read(signal),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  if (document.isPending) return <Spinner fullPage label="Opening the designer…" />;
  if (document.error) return <DesignerOpenError title={`This ${noun} could not be opened`} message={document.error.message} onRetry={document.refetch} back={docRef.back} />;
  return <AdminDocumentDesigner noun={noun} docRef={docRef} document={document.data} />;
}

function AdminDocumentDesigner({ noun, docRef, document }: { noun: string; docRef: AdminDocumentRef; document: AdminDocument }) {
  const source = useMemo<DesignerSource>(() => {
    const url = `${API_BASE}${docRef.path}/design`;
    return {
      title: document.name,
      badge: noun.charAt(0).toUpperCase() + noun.slice(1),
      back: { to: docRef.back.to, label: `← ${docRef.back.label}` },
      landingId: docRef.website?.landingId ?? null,
      siteUrl: docRef.website?.siteUrl ?? null,
      initial: { design: document.design, version: document.version },
      drafts: { landingId: docRef.website?.landingId ?? null, pageId: docRef.id, space: docRef.draftSpace },
      listKey: docRef.listKey,
      backend: {
        save: (design, version) => putDocumentQuietly(url, design, version),
        latest: async () => {
          const latest = await docRef.read();
          return { page: { design: latest.design, version: latest.version }, savedBy: null };
        },
        saveOnUnload: (design, version) => putDocumentOnUnload(url, design, version),
        publish: docRef.website?.publish,
      },
    };
  }, [noun, docRef, document]);
  return <DesignerWorkspace source={source} registry={installedElements} />;
}
