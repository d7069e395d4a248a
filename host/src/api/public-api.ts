import { dataEnvelope, publicOrderChoiceSchema, sharedPageEnvelopeSchema, signupResponseSchema, type RegisterBody } from '@tessera/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { API_BASE, apiRequest } from './http-client.ts';

/** Free agency sign-up (spec §7 POST /register); the answer's token signs the new agency in. */
export const useRegisterMutation = () => useMutation({ mutationFn: (body: RegisterBody) => apiRequest('/register', { method: 'POST', body, schema: signupResponseSchema }) });

/** What /order offers: the order pages online and the plans they sell. */
export const useOrderChoice = () =>
  useQuery({ queryKey: ['order-choice'], queryFn: ({ signal }) => apiRequest('/order-pages', { schema: dataEnvelope(publicOrderChoiceSchema), signal }).then((r) => r.data) });

/** A shared page's summary; a link that does not work (404, 422) is the screen's to say, with no toast. */
export const useSharedPage = (uniqueId: string) =>
  useQuery({
    queryKey: ['shared-page', uniqueId],
    queryFn: ({ signal }) => apiRequest(`/agency-page/shared/${encodeURIComponent(uniqueId)}`, { schema: sharedPageEnvelopeSchema, signal, quietStatuses: [404, 422] }).then((r) => r.data),
    retry: false,
  });

export const sharedPagePreviewUrl = (uniqueId: string) => `${API_BASE}/agency-page/shared/${encodeURIComponent(uniqueId)}/preview`;

/** The address a page's share link opens, for anyone who has it. */
export const pageShareLink = (uniqueId: string) => `${window.location.origin}/agency/pages/${uniqueId}`;
