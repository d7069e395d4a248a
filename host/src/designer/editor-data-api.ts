import { dataEnvelope, editorDataSchema, type EditorData } from '@tessera/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/http-client.ts';
import { editorDataPath } from '../api/website-paths.ts';

const editorDataEnvelope = dataEnvelope(editorDataSchema);

/**
 * GET /editor-data: the agency's plan features, the website's pages and virtual entries, and
 * whether it holds an AI key (the AI image button shows only then, spec §6). Apart from the
 * image picker's calls (media/media-api.ts), which load with the picker.
 */
export function useEditorData(landingId: number | null) {
  return useQuery({
    queryKey: ['editor-data', landingId],
    queryFn: ({ signal }): Promise<EditorData> => apiRequest(editorDataPath(landingId), { schema: editorDataEnvelope, signal }).then((r) => r.data),
    staleTime: 60_000,
  });
}
