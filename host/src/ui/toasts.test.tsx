// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { render, unmountLeftovers, waitFor } from '../test/render.tsx';
import { toast, Toasts } from './toasts.tsx';

afterEach(unmountLeftovers);

describe('toasts', () => {
  it('mounts no toaster until a first toast, then shows it and the next ones', async () => {
    const { container } = await render(<Toasts />);
    expect(document.querySelector('[data-sonner-toaster]')).toBeNull();
    await act(async () => toast.success('Website saved.'));
    await waitFor(() => expect(document.body.textContent).toContain('Website saved.'), 5000);
    await act(async () => toast.error('This page could not be published.'));
    await waitFor(() => expect(document.body.textContent).toContain('This page could not be published.'));
    expect(container.querySelectorAll('[data-sonner-toast]')).toHaveLength(2);
  });
});
