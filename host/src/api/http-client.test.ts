import { dataEnvelope, profileSchema } from '@tessera/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { startGet } from './head-start.ts';
import { apiRequest, setResponseHandlers } from './http-client.ts';
import { messageResponseSchema } from './message-response.ts';
import { errorToastMessage } from './response-feedback.ts';
import { TOKEN_STORAGE_KEY } from './token-storage.ts';

const profile = { id: 1, email: 'a@b.test', name: 'A', role: 'Agency', agency: { id: 2, name: 'Ag' } };
const profileEnvelope = dataEnvelope(profileSchema);

function respond(status: number, body?: unknown) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
    new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const storage = new Map<string, string>();
const handlers = { onSuccessMessage: vi.fn(), onError: vi.fn() };

beforeEach(() => {
  storage.clear();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
    removeItem: (key: string) => storage.delete(key),
  });
  handlers.onSuccessMessage.mockReset();
  handlers.onError.mockReset();
  setResponseHandlers(handlers);
});

afterEach(() => {
  setResponseHandlers(null);
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('calls /api/v1 with JSON and the stored bearer token, and returns the parsed body', async () => {
    storage.set(TOKEN_STORAGE_KEY, 'tok-1');
    const fetchMock = respond(200, { data: profile });
    await expect(apiRequest('/profile', { schema: profileEnvelope })).resolves.toMatchObject({ data: profile });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/profile');
    expect(init?.method).toBe('GET');
    expect(init?.headers).toMatchObject({ Accept: 'application/json', Authorization: 'Bearer tok-1' });
  });

  it('sends a JSON body and no Authorization header without a token', async () => {
    const fetchMock = respond(200, { access_token: 'x' });
    await apiRequest('/login', { method: 'POST', body: { email: 'e', password: 'p' }, schema: { safeParse: (d) => ({ success: true, data: d }) } });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.body).toBe('{"email":"e","password":"p"}');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(init.headers).not.toHaveProperty('Authorization');
  });

  it('sends the token it is given instead of the stored one, or none for null', async () => {
    storage.set(TOKEN_STORAGE_KEY, 'stored');
    const fetchMock = respond(200, { message: 'Logged out.', success: true });
    await apiRequest('/logout', { method: 'POST', schema: messageResponseSchema, token: 'main-token' });
    expect(fetchMock.mock.calls[0]![1]?.headers).toMatchObject({ Authorization: 'Bearer main-token' });
    await apiRequest('/logout', { method: 'POST', schema: messageResponseSchema, token: null });
    expect(fetchMock.mock.calls[1]![1]?.headers).not.toHaveProperty('Authorization');
  });

  it('leaves failures of the statuses a caller names quiet, and reports the others', async () => {
    respond(404, { message: 'Unknown host.' });
    await expect(apiRequest('/config', { schema: messageResponseSchema, quietStatuses: [404] })).rejects.toMatchObject({ status: 404 });
    expect(handlers.onError).not.toHaveBeenCalled();
    respond(500, { message: 'Boom' });
    await expect(apiRequest('/config', { schema: messageResponseSchema, quietStatuses: [404] })).rejects.toMatchObject({ status: 500 });
    expect(handlers.onError).toHaveBeenCalledTimes(1);
  });

  it('reports a body with message and success as a success message', async () => {
    respond(200, { message: 'Logged out.', success: true });
    await apiRequest('/logout', { method: 'POST', schema: messageResponseSchema });
    expect(handlers.onSuccessMessage).toHaveBeenCalledWith('Logged out.');
  });

  it('throws an ApiError with status, message and field errors for a non-2xx answer', async () => {
    respond(422, { message: 'The given data was invalid.', errors: { email: ['Bad email', 'second'], password: ['x'] } });
    const error = await apiRequest('/login', { method: 'POST', schema: messageResponseSchema }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, message: 'The given data was invalid.', errors: { email: ['Bad email', 'second'] } });
    expect(handlers.onError).toHaveBeenCalledWith(error);
    expect(handlers.onSuccessMessage).not.toHaveBeenCalled();
  });

  it('falls back to the status text when the error body has no message', async () => {
    respond(500);
    await expect(apiRequest('/profile', { schema: profileEnvelope })).rejects.toMatchObject({ status: 500 });
  });

  it('refuses a 2xx body that breaks the contract, and reports an unreachable server', async () => {
    respond(200, { data: { id: 'nope' } });
    await expect(apiRequest('/profile', { schema: profileEnvelope })).rejects.toMatchObject({ status: 0 });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiRequest('/profile', { schema: profileEnvelope })).rejects.toMatchObject({ status: 0, message: expect.stringMatching(/reach the server/) });
  });
});

describe('a GET started before the app ran (the designer\'s head start)', () => {
  it('answers the app\'s first request for the same address with the same token, without asking again', async () => {
    storage.set(TOKEN_STORAGE_KEY, 'tok');
    const fetchMock = respond(200, { data: profile });
    startGet('/api/v1/profile', 'tok');
    expect(await apiRequest('/profile', { schema: profileEnvelope })).toEqual({ data: profile });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Taken once: the next request asks the server.
    await apiRequest('/profile', { schema: profileEnvelope });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is not used by a request with another token, another method or another address', async () => {
    const fetchMock = respond(200, { data: profile });
    startGet('/api/v1/profile', 'before');
    storage.set(TOKEN_STORAGE_KEY, 'after');
    await apiRequest('/profile', { schema: profileEnvelope });
    expect(fetchMock.mock.calls.at(-1)![1]!.headers).toMatchObject({ Authorization: 'Bearer after' });
    startGet('/api/v1/profile', 'after');
    await apiRequest('/profile', { method: 'POST', body: {}, schema: profileEnvelope });
    await apiRequest('/profile?x=1', { schema: profileEnvelope });
    expect(fetchMock).toHaveBeenCalledTimes(5);
  });

  it('fails like any request when the early answer is an error', async () => {
    storage.set(TOKEN_STORAGE_KEY, 'tok');
    respond(401, { message: 'Unauthenticated.' });
    startGet('/api/v1/profile', 'tok');
    await expect(apiRequest('/profile', { schema: profileEnvelope })).rejects.toMatchObject({ status: 401, message: 'Unauthenticated.' });
    expect(handlers.onError).toHaveBeenCalledTimes(1);
  });
});

describe('errorToastMessage (spec §8)', () => {
  it('shows the first message of the first field for a 422', () => {
    expect(errorToastMessage(new ApiError(422, 'Invalid', { email: ['Bad email', 'x'], password: ['y'] }))).toBe('Bad email');
    expect(errorToastMessage(new ApiError(422, 'Invalid'))).toBe('Invalid');
  });

  it('shows nothing for 406 and 401', () => {
    expect(errorToastMessage(new ApiError(406, 'Not acceptable'))).toBeNull();
    expect(errorToastMessage(new ApiError(401, 'Unauthenticated.'))).toBeNull();
  });

  it('shows the message of any other error', () => {
    expect(errorToastMessage(new ApiError(409, 'Stale version'))).toBe('Stale version');
    expect(errorToastMessage(new ApiError(500, ''))).toBeNull();
  });
});
