import { appDocumentSchema, dataEnvelope } from '@tessera/core';
import type { DocumentDesignerProps } from '@tessera/sdk/dashboard';
import { useMemo } from 'react';
import { apiRequest } from '../../api/http-client.ts';
import type { AdminDocumentRef } from './admin-document.ts';
import { AdminDocumentLoader } from './AdminDocumentDesignerRoute.tsx';

const appDocumentEnvelope = dataEnvelope(appDocumentSchema);

/**
 * The designer on an app's document (`DocumentDesigner` of the SDK's dashboard kit): the same
 * workspace as an admin's page template, reading and saving where the app says.
 */
export default function AppDocumentDesigner({ path, noun, back }: DocumentDesignerProps) {
  const docRef = useMemo<AdminDocumentRef>(
    () => ({
      path,
      // Drafts are kept per document: the path is the app's name for it, so the space carries it whole.
      id: 0,
      draftSpace: `app:${path}`,
      read: (signal) => apiRequest(path, { schema: appDocumentEnvelope, signal }).then((response) => response.data),
      back,
      listKey: ['app-document', path],
    }),
    [path, back],
  );
  return <AdminDocumentLoader key={path} noun={noun} docRef={docRef} />;
}
