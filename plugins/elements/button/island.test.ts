// @vitest-environment jsdom
import { renderElement } from '@tessera/sdk/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import button from './index.ts';
import island from './island.ts';

const fetchMock = vi.fn();

/*
 * Field elements as the Input, Checkbox and Dropdown plugins render them: the markup contract
 * the button reads (data-ts-field, required, type, data-include, an error slot "<id>-error").
 */
const STANDALONE_FIELDS = `
  <div id="element-1" class="ts-element"><label for="element-1-control">Email</label>
    <input id="element-1-control" type="email" name="email" required data-ts-field data-include="acme"><p id="element-1-control-error" hidden></p></div>
  <div id="element-2" class="ts-element"><input id="element-2-control" type="checkbox" name="terms" value="yes" required data-ts-field>
    <label for="element-2-control">I agree</label><p id="element-2-control-error" hidden></p></div>
  <div id="element-3" class="ts-element"><label for="element-3-control">Plan</label>
    <select id="element-3-control" name="plan" data-ts-field><option value="">Choose…</option><option value="pro">Pro</option></select><p id="element-3-control-error" hidden></p></div>
  <div id="element-4" class="ts-element"><form><input id="element-4-name" name="name" required data-ts-field></form></div>`;

function mountPage(props: Record<string, unknown>) {
  const islandProps = button.islandProps!(button.props.parse(props));
  document.body.innerHTML = `<main class="ts-page">
    <section id="section-1" class="ts-section">${STANDALONE_FIELDS}
      <div id="element-9" class="ts-element" data-island="button">${renderElement(button, props, { id: 'element-9' })}</div>
    </section>
    <section id="section-2" class="ts-section"><div id="element-20" class="ts-element">
      <input id="element-20-control" name="other" required data-ts-field><p id="element-20-control-error" hidden></p></div></section>
  </main>`;
  const root = document.getElementById('element-9')!;
  root.setAttribute('data-island-props', JSON.stringify(islandProps));
  return { root, cleanup: island.mount(root, JSON.parse(root.getAttribute('data-island-props')!)) };
}

const control = (id: string) => document.getElementById(id) as HTMLInputElement;
const errorOf = (id: string) => document.getElementById(`${id}-error`)!;
const click = () => document.querySelector<HTMLButtonElement>('#element-9 button.ts-button')!.click();
const reply = (status: number, body: unknown = {}) => fetchMock.mockResolvedValueOnce({ ok: status >= 200 && status < 300, status, json: async () => body });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  window.history.replaceState(null, '', '/offer');
});
afterEach(() => vi.unstubAllGlobals());

describe('button island', () => {
  it('checks the standalone fields of its section and sends nothing while one fails', async () => {
    mountPage({ action: 'submit' });
    await vi.dynamicImportSettled();
    click();
    expect(errorOf('element-1-control').textContent).toBe('This field is required.');
    expect(errorOf('element-2-control').textContent).toBe('This field is required.');
    expect(control('element-1-control').getAttribute('aria-describedby')).toBe('element-1-control-error');
    expect(document.activeElement).toBe(control('element-1-control'));
    expect(errorOf('element-20-control').hidden).toBe(true);
    expect(control('element-4-name').hasAttribute('aria-invalid')).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('in a popup, checks the fields of its popup alone', async () => {
    reply(200);
    document.body.innerHTML = `<main class="ts-page"><section class="ts-section">${STANDALONE_FIELDS}</section>
      <dialog id="popup-1"><div id="element-30" class="ts-element"><input id="element-30-control" name="nickname" required data-ts-field></div>
      <div id="element-31" class="ts-element">${renderElement(button, { action: 'submit' }, { id: 'element-31' })}</div></dialog></main>`;
    const root = document.getElementById('element-31')!;
    island.mount(root, button.islandProps!(button.props.parse({ action: 'submit' }))!);
    await vi.dynamicImportSettled();
    control('element-30-control').value = 'Bo';
    root.querySelector<HTMLButtonElement>('button.ts-button')!.click();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body).fields).toEqual({ nickname: 'Bo' });
    expect(errorOf('element-1-control').hidden).toBe(true);
  });

  it('applies the e-mail and the include-word rules', async () => {
    mountPage({ action: 'submit' });
    await vi.dynamicImportSettled();
    control('element-2-control').checked = true;
    control('element-1-control').value = 'bob@example';
    click();
    expect(errorOf('element-1-control').textContent).toBe('E-mail format is invalid.');
    control('element-1-control').value = 'bob@example.com';
    click();
    expect(errorOf('element-1-control').textContent).toBe('The field required acme');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends its section’s fields under its own id and shows the success message in their place', async () => {
    reply(200);
    const { root } = mountPage({ action: 'submit', successMessage: 'You are on the list.' });
    await vi.dynamicImportSettled();
    control('element-1-control').value = 'bob@acme.com';
    control('element-2-control').checked = true;
    (control('element-3-control') as unknown as HTMLSelectElement).value = 'pro';
    click();
    await vi.waitFor(() => expect(root.querySelector('[role="status"]')!.textContent).toBe('You are on the list.'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/site/forms/submit');
    expect(JSON.parse(init.body)).toEqual({ elementId: 'element-9', pageUrl: '/offer', fields: { email: 'bob@acme.com', terms: true, plan: 'pro' }, website: '' });
    for (const id of ['element-1', 'element-2', 'element-3']) expect(document.getElementById(id)!.hidden).toBe(true);
    expect(document.getElementById('element-20')!.hidden).toBe(false);
    expect(root.querySelector<HTMLElement>('.ts-button-block')!.hidden).toBe(true);
    expect(document.activeElement).toBe(root.querySelector('[role="status"]'));
  });

  it('shows a 422’s messages under the fields it names', async () => {
    reply(422, { message: 'Invalid', errors: { plan: ['Choose a plan.'] } });
    mountPage({ action: 'submit' });
    await vi.dynamicImportSettled();
    control('element-1-control').value = 'bob@acme.com';
    control('element-2-control').checked = true;
    click();
    await vi.waitFor(() => expect(errorOf('element-3-control').textContent).toBe('Choose a plan.'));
    expect(document.activeElement).toBe(control('element-3-control'));
  });

  it('says something went wrong when the server fails', async () => {
    reply(503);
    const { root } = mountPage({ action: 'submit' });
    await vi.dynamicImportSettled();
    control('element-1-control').value = 'bob@acme.com';
    control('element-2-control').checked = true;
    click();
    await vi.waitFor(() => expect(root.querySelector('[role="alert"]')!.textContent).toBe('Something went wrong. Please try again.'));
  });

  it('attaches nothing when it is unmounted before its form code has loaded', async () => {
    const { cleanup } = mountPage({ action: 'submit' });
    (cleanup as () => void)();
    await vi.dynamicImportSettled();
    click();
    expect(errorOf('element-1-control').hidden).toBe(true);
  });
});
