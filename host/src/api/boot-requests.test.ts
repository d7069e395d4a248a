// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '../auth/session-store.ts';
import { AGENCY_PROFILE, CONFIG, mockApi } from '../test/mock-api.ts';
import { waitFor } from '../test/render.tsx';
import { startBootRequests } from './boot-requests.ts';
import { setResponseHandlers } from './http-client.ts';
import { createQueryClient } from './query-client.ts';
import { queryKeys } from './query-keys.ts';

describe('the requests the app makes as it starts', () => {
  it('ask for the config and the stored token\'s user at once, before any screen does', async () => {
    useSession.setState({ token: 'tok-9', user: null });
    const api = mockApi({ 'GET /api/v1/config': () => ({ body: CONFIG }), 'GET /api/v1/profile': () => ({ body: AGENCY_PROFILE }) });
    const queryClient = createQueryClient();
    startBootRequests(queryClient);
    expect(api.fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/v1/config', '/api/v1/profile']);
    await waitFor(() => expect(useSession.getState().user?.email).toBe('demo@acme.test'));
    expect(queryClient.getQueryData(queryKeys.config)).toMatchObject(CONFIG.data);
  });

  it('leave a refused token to the screen that asks again, announcing nothing themselves', async () => {
    useSession.setState({ token: 'dead', user: null });
    const errors = vi.fn();
    setResponseHandlers({ onError: errors, onSuccessMessage: () => {} });
    const api = mockApi({ 'GET /api/v1/config': () => ({ body: CONFIG }), 'GET /api/v1/profile': () => ({ status: 401, body: { message: 'Unauthenticated.' } }) });
    startBootRequests(createQueryClient());
    await waitFor(() => expect(api.fetchMock).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(useSession.getState().user).toBeNull();
    expect(errors).not.toHaveBeenCalled();
    setResponseHandlers(null);
  });

  it('ask for no user when no token is stored', () => {
    useSession.setState({ token: null, user: null });
    const api = mockApi({ 'GET /api/v1/config': () => ({ body: CONFIG }) });
    startBootRequests(createQueryClient());
    expect(api.fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/v1/config']);
  });
});
