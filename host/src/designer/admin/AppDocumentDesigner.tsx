import { appDocumentSchema, dataEnvelope, leftOutElementSchema } from '@tessera/core';
import { useAppScreen, type DocumentDesignerProps } from '@tessera/sdk/dashboard';
import { useMemo } from 'react';
import { z } from 'zod';
import { apiRequest } from '../../api/http-client.ts';
import { useLanding } from '../../api/landings-api.ts';
import type { AdminDocumentRef } from './admin-document.ts';
import { AdminDocumentLoader } from './AdminDocumentDesignerRoute.tsx';

const appDocumentEnvelope = dataEnvelope(appDocumentSchema);
const publishedSchema = z.object({ left_out: z.array(leftOutElementSchema) });

/**
 * The designer on an app's document (`DocumentDesigner` of the SDK's dashboard kit): the same
 * workspace as an admin's page template, reading and saving where the app says; on a website
 * screen, the website's document, published where the app says.
 */
export default function AppDocumentDesigner({ path, noun, back, sitePath }: DocumentDesignerProps) {
  const { landingId } = useAppScreen();
  const landing = useLanding(landingId ?? 0, { enabled: landingId !== null });
  const siteUrl = landing.data && sitePath !== undefined ? `${landing.data.url.replace(/\/$/, '')}${sitePath}` : null;
  const docRef = useMemo<AdminDocumentRef>(
    () => ({
      path,
      // Drafts are kept per document: the path is the app's name for it, so the space carries it whole.
      id: 0,
      draftSpace: `app:${path}`,
      read: (signal) => apiRequest(path, { schema: appDocumentEnvelope, signal }).then((response) => response.data),
      back,
      listKey: ['app-document', path],
      website:
        landingId === null
          ? undefined
          : {
              landingId,
              siteUrl,
              publish: sitePath === undefined ? undefined : () => apiRequest(`${path}/publish`, { method: 'POST', schema: publishedSchema }),
            },
    }),
    [path, back, landingId, siteUrl, sitePath],
  );
  return <AdminDocumentLoader key={path} noun={noun} docRef={docRef} />;
}
