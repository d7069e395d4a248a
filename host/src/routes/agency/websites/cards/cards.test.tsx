// @vitest-environment jsdom
import { SINGLE_LINE_MESSAGE } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { openApp, PROFILES, setUpAppTests, signedInAs, type OpenedApp } from '../../../../test/app.tsx';
import { changeValue, fieldByLabel } from '../../../../test/fields.ts';
import { dragAnnouncement, pressKey } from '../../../../test/keys.ts';
import { CONFIG, mockApi } from '../../../../test/mock-api.ts';
import { click, waitFor } from '../../../../test/render.tsx';

let app: OpenedApp | undefined;

const LEAD_FORM = { title: 'Connect', button: 'Connect', disclaimer: 'We do not sell or share your data.', consent: 'I agree to be contacted about this.', fields: [{ id: 'fullname', required: true }] };
const CARD = {
  id: 5,
  landing_id: 12,
  design: 'design1',
  theme: 'violet',
  content: { name: 'Ann Baker', channels: [{ type: 'email', value: 'ann@example.test', label: '' }, { type: 'call', value: '+12133734253', label: '' }] },
  options: {},
  custom_url: 'ann-baker',
  redirect: '',
  show_lead_form: false,
  lead_form: LEAD_FORM,
  url: 'http://acme.sites.test/card/ann-baker',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};
const config = { body: { data: { ...CONFIG.data, cardDesigns: [{ id: 'design1', label: 'Modern', premium: false }, { id: 'design4', label: 'Elegant', premium: true }] } } };
const body = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;
const sent = (calls: ReturnType<typeof mockApi>, method: string) => calls.fetchMock.mock.calls.filter(([, init]) => init?.method === method).map(([, init]) => body(init));

setUpAppTests(PROFILES.agency);

describe('the card builder', () => {
  it('checks each channel by its rule before sending, then creates the card and opens it', async () => {
    const calls = mockApi({
      'GET /api/v1/config': () => config,
      'POST /api/v1/landings/12/cards': (init) => ({ status: 201, body: { data: { ...CARD, id: 9, ...body(init) }, message: 'Card created.', success: true } }),
      'GET /api/v1/landings/12/cards/9': () => ({ body: { data: { ...CARD, id: 9 } } }),
    });
    app = await openApp('/agency/websites/12/card/create');
    await waitFor(() => expect(app!.text()).toContain('New card'));
    changeValue(fieldByLabel(app.view.container, 'Name'), 'Ann Baker');
    changeValue(app.view.container.querySelector<HTMLSelectElement>('#card-add-channel')!, 'email');
    changeValue(app.view.container.querySelector<HTMLSelectElement>('#card-add-channel')!, 'website');
    const inputs = app.view.container.querySelectorAll<HTMLInputElement>('[id^="card-channel-"][id$="-value"]');
    changeValue(inputs[0]!, 'not-an-email');
    changeValue(inputs[1]!, 'bakery.example');
    // The phone preview draws as the user types.
    expect(app.view.container.querySelector('[aria-label="Phone preview"]')!.textContent).toContain('Ann Baker');

    await click(app.button('Create card'));
    expect(app.text()).toContain('E-mail format is invalid.');
    expect(sent(calls, 'POST')).toEqual([]);
    // The refused field has the focus, and the button says what needs attention.
    expect(document.activeElement).toBe(inputs[0]);
    expect(app.view.container.querySelector('.card-builder__actions [role="alert"]')!.textContent).toBe('1 field needs attention' + 'E-mail: E-mail format is invalid.');

    changeValue(app.view.container.querySelectorAll<HTMLInputElement>('[id^="card-channel-"][id$="-value"]')[0]!, 'ann@example.test');
    // The website goes first, dragged with the keyboard by its handle; no Up and Down buttons.
    expect(app.button('Move Website up')).toBeNull();
    await pressKey(app.button('Drag to reorder Website')!, 'Space');
    // The arrow keys move it once the drag listens, which the pick-up's announcement says.
    await waitFor(() => expect(dragAnnouncement(app!.view.container)).toContain('Picked up Website.'));
    await pressKey(document, 'ArrowUp');
    await waitFor(() => expect(dragAnnouncement(app!.view.container)).toBe('Website will go before E-mail.'));
    await pressKey(document, 'Space');
    await click(app.button('Create card'));
    await waitFor(() => expect(app!.path()).toBe('/agency/websites/12/card/9'));
    const [created] = sent(calls, 'POST');
    expect(created).toMatchObject({
      design: 'design1',
      theme: 'violet',
      content: { name: 'Ann Baker', channels: [{ type: 'website', value: 'bakery.example', label: '' }, { type: 'email', value: 'ann@example.test', label: '' }] },
      show_lead_form: false,
    });
    expect(created).not.toHaveProperty('custom_url');
  });

  it('refuses a line separator pasted into the name on that field, before sending', async () => {
    const calls = mockApi({ 'GET /api/v1/config': () => config });
    app = await openApp('/agency/websites/12/card/create');
    await waitFor(() => expect(app!.text()).toContain('New card'));
    changeValue(fieldByLabel(app.view.container, 'Name'), 'Ann\u2028Baker');
    await click(app.button('Create card'));
    expect(app.text()).toContain(SINGLE_LINE_MESSAGE);
    expect(fieldByLabel(app.view.container, 'Name').getAttribute('aria-invalid')).toBe('true');
    expect(sent(calls, 'POST')).toEqual([]);
  });

  it("shows the server's refusal on its field: a taken address, the card limit", async () => {
    mockApi({
      'GET /api/v1/config': () => config,
      'GET /api/v1/landings/12/cards/5': () => ({ body: { data: CARD } }),
      'PUT /api/v1/landings/12/cards/5': () => ({ status: 422, body: { message: 'The given data was invalid.', errors: { custom_url: ['Another card of this website already has this address.'] } } }),
    });
    app = await openApp('/agency/websites/12/card/5');
    await waitFor(() => expect(app!.text()).toContain('Save card'));
    changeValue(fieldByLabel(app.view.container, 'Custom url'), 'taken');
    await click(app.button('Save card'));
    await waitFor(() => expect(app!.text()).toContain('Another card of this website already has this address.'));
    expect(fieldByLabel(app.view.container, 'Custom url').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(fieldByLabel(app.view.container, 'Custom url'));
  });

  it("puts each of the server's errors at its field, a channel's by its place in the list, counts them at the button and focuses the first", async () => {
    mockApi({
      'GET /api/v1/config': () => config,
      'GET /api/v1/landings/12/cards/5': () => ({ body: { data: CARD } }),
      'PUT /api/v1/landings/12/cards/5': () => ({
        status: 422,
        body: { message: 'The given data was invalid.', errors: { redirect: ['URL format is invalid.'], 'content.channels.1.value': ['Phone number is invalid.'], card: ['Not a field.'] } },
      }),
    });
    app = await openApp('/agency/websites/12/card/5');
    await waitFor(() => expect(app!.text()).toContain('Save card'));
    await click(app.button('Save card'));
    await waitFor(() => expect(app!.text()).toContain('Phone number is invalid.'));
    const call = fieldByLabel(app.view.container, 'Call');
    expect(call.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(call.getAttribute('aria-describedby')!)!.textContent).toBe('Phone number is invalid.');
    expect(fieldByLabel(app.view.container, 'Redirect').getAttribute('aria-invalid')).toBe('true');
    // The first on the page has the focus: the Call channel, above the redirect.
    expect(document.activeElement).toBe(call);
    const summary = app.view.container.querySelector<HTMLElement>('.error-summary')!;
    expect(summary.querySelector('.error-summary__title')!.textContent).toBe('2 fields need attention');
    const links = [...summary.querySelectorAll('a')];
    expect(links.map((link) => link.textContent)).toEqual(['Call: Phone number is invalid.', 'Redirect: URL format is invalid.']);
    await click(links[1]!);
    expect(document.activeElement).toBe(fieldByLabel(app.view.container, 'Redirect'));
  });

  it("offers a design's own panel when it has one, else its on/off options, and saves what is chosen", async () => {
    const calls = mockApi({
      'GET /api/v1/config': () => config,
      'GET /api/v1/landings/12/cards/5': () => ({ body: { data: { ...CARD, content: { ...CARD.content, photo: '/uploads/ann.webp' } } } }),
      'PUT /api/v1/landings/12/cards/5': (init) => ({ body: { data: { ...CARD, ...body(init) }, message: 'Card saved.', success: true } }),
    });
    app = await openApp('/agency/websites/12/card/5');
    await waitFor(() => expect(app!.button('Rounded square')).not.toBeNull());
    const roundPhoto = () => app!.view.container.querySelector('[aria-label="Phone preview"] img.ts-design1__photo--round');
    expect(app.button('Circle over the cover')!.getAttribute('aria-pressed')).toBe('true');
    expect(roundPhoto()).not.toBeNull();
    await click(app.button('Rounded square'));
    expect(roundPhoto()).toBeNull();
    await click(app.button('Save card'));
    await waitFor(() => expect(sent(calls, 'PUT')).toHaveLength(1));
    expect(sent(calls, 'PUT')[0]).toMatchObject({ design: 'design1', options: { roundPhoto: false } });

    // Elegant has no panel of its own: its one on/off option is a box named from its key.
    await click(app.view.container.querySelector('input[name="card-design"][value="design4"]'));
    await waitFor(() => expect(app!.view.container.querySelector('[aria-label="Elegant options"]')?.textContent).toBe('Rules'));
  });
});

describe("a website's cards", () => {
  it('lists each card with its QR code and holder, and sends a transfer request by e-mail', async () => {
    const calls = mockApi({
      'GET /api/v1/config': () => config,
      'GET /api/v1/landings/12/cards': () => ({ body: { data: [CARD], meta: { total: 1 } } }),
      'GET /api/v1/landings/12/cards/users': () => ({ body: { data: [{ id: 40, name: 'Holly', email: 'holly@acme.test', role: 'CardUser', cards: [{ id: 5, name: 'Ann Baker', custom_url: 'ann-baker' }] }], meta: { total: 1 } } }),
      'POST /api/v1/landings/12/cards/5/transfer': (init) =>
        body(init).email === 'nobody@acme.test'
          ? { status: 422, body: { message: 'The given data was invalid.', errors: { email: ['No user of this agency has this e-mail address.'] } } }
          : { status: 201, body: { data: { id: 1, card: { id: 5, landing_id: 12, name: 'Ann Baker', url: CARD.url }, from: null, to: { id: 41, name: 'Otto', email: 'otto@acme.test', role: 'CardUser' }, status: 'pending', created_at: CARD.created_at, decided_at: null }, message: 'Transfer request sent to otto@acme.test.', success: true } },
    });
    app = await openApp('/agency/websites/12/cards');
    await waitFor(() => expect(app!.text()).toContain('Held by Holly'));
    expect(app.view.container.querySelector('svg[aria-label="QR code of Ann Baker"] path')!.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(app.link('Download the QR code of Ann Baker')!.getAttribute('href')).toBe('http://acme.sites.test/card/ann-baker/qr.png');

    await click(app.button('Transfer Ann Baker'));
    const dialog = app.dialog('Transfer Ann Baker')!;
    changeValue(fieldByLabel(dialog, 'Receiver’s e-mail'), 'nobody@acme.test');
    await click(dialog.querySelector('button[type="submit"]'));
    await waitFor(() => expect(dialog.textContent).toContain('No user of this agency has this e-mail address.'));
    changeValue(fieldByLabel(dialog, 'Receiver’s e-mail'), 'otto@acme.test');
    await click(dialog.querySelector('button[type="submit"]'));
    await waitFor(() => expect(app!.dialog('Transfer Ann Baker')).toBeNull());
    expect(sent(calls, 'POST').map((entry) => entry.email)).toEqual(['nobody@acme.test', 'otto@acme.test']);
  });
});

describe("a card user's cards", () => {
  it('lists the cards they hold and accepts a card offered to them', async () => {
    signedInAs(PROFILES.cardUser);
    let accepted = false;
    const request = { id: 3, card: { id: 6, landing_id: 12, name: 'Offered Card', url: 'http://acme.sites.test/card/offered' }, from: { id: 7, name: 'Demo', email: 'demo@acme.test', role: 'Agency' }, to: { id: 30, name: 'Cara', email: 'card@acme.test', role: 'CardUser' }, status: 'pending', created_at: CARD.created_at, decided_at: null };
    const calls = mockApi({
      'GET /api/v1/config': () => config,
      'GET /api/v1/users/cards': () => ({ body: { data: accepted ? [{ ...CARD, id: 6, content: { name: 'Offered Card' }, landing_title: 'Acme site' }] : [], meta: { total: accepted ? 1 : 0 } } }),
      'GET /api/v1/users/card-transfers-requests': () => ({ body: { data: accepted ? [] : [request], meta: { total: accepted ? 0 : 1 } } }),
      'POST /api/v1/users/card-transfers-requests/3/confirm': () => {
        accepted = true;
        return { body: { data: { ...request, status: 'confirmed' }, message: 'The card Offered Card is now yours.', success: true } };
      },
    });
    app = await openApp('/user/cards');
    await waitFor(() => expect(app!.text()).toContain('Offered Card'));
    await click(app.button('Accept Offered Card'));
    await waitFor(() => expect(app!.link('Edit Offered Card')).not.toBeNull());
    expect(app.link('Edit Offered Card')!.getAttribute('href')).toBe('/user/websites/12/card/6');
    expect(calls.calls).toContain('POST /api/v1/users/card-transfers-requests/3/confirm');
  });
});
