import { dataEnvelope, formSchema, listEnvelope, type Form, type FormBody } from '@tessera/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './http-client.ts';
import { messageResponseSchema } from './message-response.ts';
import { queryKeys } from './query-keys.ts';

const formList = listEnvelope(formSchema);
const formEnvelope = dataEnvelope(formSchema);

export function fetchForms(landingId: number, signal?: AbortSignal): Promise<Form[]> {
  return apiRequest(`/landings/${landingId}/forms`, { schema: formList, signal }).then((r) => r.data);
}

export function fetchForm(landingId: number, formId: number, signal?: AbortSignal): Promise<Form> {
  return apiRequest(`/landings/${landingId}/forms/${formId}`, { schema: formEnvelope, signal }).then((r) => r.data);
}

/** Creates the form, or replaces it when `formId` is given. */
export function saveForm(landingId: number, body: FormBody, formId?: number): Promise<Form> {
  const path = formId === undefined ? `/landings/${landingId}/forms` : `/landings/${landingId}/forms/${formId}`;
  return apiRequest(path, { method: formId === undefined ? 'POST' : 'PUT', body, schema: formEnvelope }).then((r) => r.data);
}

export function deleteForm(landingId: number, formId: number): Promise<void> {
  return apiRequest(`/landings/${landingId}/forms/${formId}`, { method: 'DELETE', schema: messageResponseSchema }).then(() => undefined);
}

/** The website's forms; none is asked for a document without a website (landingId null). */
export function useForms(landingId: number | null) {
  return useQuery({ queryKey: queryKeys.forms(landingId ?? 0), queryFn: ({ signal }) => fetchForms(landingId!, signal), enabled: landingId !== null });
}

export function useForm(landingId: number, formId: number | null) {
  return useQuery({
    queryKey: queryKeys.form(landingId, formId ?? 0),
    queryFn: ({ signal }) => fetchForm(landingId, formId!, signal),
    enabled: formId !== null,
  });
}

export function useSaveFormMutation(landingId: number, formId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FormBody) => saveForm(landingId, body, formId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.forms(landingId) }),
  });
}

export function useDeleteFormMutation(landingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (formId: number) => deleteForm(landingId, formId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.forms(landingId) }),
  });
}
