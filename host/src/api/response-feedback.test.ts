import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const { apiRequest, setResponseHandlers } = await import('./http-client.ts');
const { installResponseToasts } = await import('./response-feedback.ts');
const { TOAST_DURATION_MS } = await import('../ui/toasts.tsx');
const { messageResponseSchema } = await import('./message-response.ts');

function respond(status: number, body?: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })),
  );
}

/** Toasts are shown once sonner's code has loaded: a call's toast (or none) is known after that. */
const toastsShown = async () => {
  await import('sonner');
  await new Promise((resolve) => setTimeout(resolve, 0));
};

const call = (options: { quietStatuses?: number[] } = {}) => apiRequest('/anything', { method: 'POST', schema: messageResponseSchema, ...options });

beforeEach(() => {
  vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => {}, removeItem: () => {} });
  toast.success.mockReset();
  toast.error.mockReset();
  installResponseToasts();
});

afterEach(() => {
  setResponseHandlers(null);
  vi.unstubAllGlobals();
});

describe('global response handling (spec §8), as installed in the app', () => {
  it('toasts the message of a success for 5 seconds', async () => {
    respond(200, { message: 'User created.', success: true });
    await call();
    await toastsShown();
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(toast.success).toHaveBeenCalledWith('User created.', { duration: 5000 });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('shows no success toast for a body without the success flag', async () => {
    respond(200, { message: 'Just saying', success: false });
    await call();
    await toastsShown();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('toasts the first message of the first field of a 422, and still rejects', async () => {
    respond(422, { message: 'The given data was invalid.', errors: { email: ['The email has already been taken.', 'x'], name: ['y'] } });
    await expect(call()).rejects.toMatchObject({ status: 422 });
    await toastsShown();
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith('The email has already been taken.', expect.objectContaining({ duration: 5000 }));
  });

  it('shows nothing for a 406', async () => {
    respond(406, { message: 'Not acceptable' });
    await expect(call()).rejects.toMatchObject({ status: 406 });
    await toastsShown();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('shows nothing for a 401', async () => {
    respond(401, { message: 'Unauthenticated.' });
    await expect(call()).rejects.toMatchObject({ status: 401 });
    await toastsShown();
    expect(toast.error).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('toasts the message of any other error for 5 seconds', async () => {
    respond(403, { message: 'You do not have permission to design pages on this website.' });
    await expect(call()).rejects.toMatchObject({ status: 403 });
    await toastsShown();
    expect(toast.error).toHaveBeenCalledWith('You do not have permission to design pages on this website.', expect.objectContaining({ duration: 5000 }));
  });

  it('leaves the statuses a caller handles itself to that caller', async () => {
    respond(404, { message: 'Unknown host.' });
    await expect(call({ quietStatuses: [404] })).rejects.toMatchObject({ status: 404 });
    await toastsShown();
    expect(toast.error).not.toHaveBeenCalled();
  });
});
