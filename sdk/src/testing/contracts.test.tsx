import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineApp } from '../apps/app-definition.ts';
import { defineAppRoute, defineAppServer } from '../apps/app-server.ts';
import { defineCardDesign } from '../card-design-definition.ts';
import { defineElement } from '../element-definition.ts';
import { appContract, cardDesignContract, elementContract } from './contracts.tsx';

const note = defineElement({
  id: 'note',
  version: '1.0.0',
  label: 'Note',
  category: 'misc',
  premium: false,
  icon: 'quote',
  props: z.object({ text: z.string().default('Hi') }),
  Render: ({ props }) => <p>{props.text}</p>,
  Panel: async () => ({ default: () => null }),
});

describe('elementContract', () => {
  it('holds for an element that renders its defaults and loads its panel', async () => {
    expect(await elementContract(note)).toEqual([]);
  });

  it('names a render that throws, in both modes, and a panel module without a component', async () => {
    const broken = { ...note, Render: () => { throw new Error('no data'); }, Panel: async () => ({ default: 'panel' }) } as unknown as typeof note;
    expect(await elementContract(broken)).toEqual([
      'render of the defaults (published): no data',
      'render of the defaults (canvas): no data',
      'Panel: Panel() must load a module whose default export is a React component',
    ]);
  });

  it('names form fields rendered but not declared, declared but not rendered, and a required mark that differs', async () => {
    const survey = defineElement({
      ...note,
      id: 'survey',
      Render: () => (
        <div>
          <input name="rating" type="number" required data-ts-field="" />
          <input name="comment" data-ts-field="" />
        </div>
      ),
      form: { fields: () => [{ name: 'rating', kind: 'number', required: false }, { name: 'email', kind: 'email', required: true }], sends: () => ({ fields: 'own', successMessage: 'Thanks' }) },
    });
    expect(await elementContract(survey)).toEqual([
      'form fields: renders form fields it does not declare in form.fields (comment): the server would drop their answers',
      'form fields: declares the form field "rating" optional but renders it required',
      'form fields: declares the form field "email" but renders no control marked data-ts-field with that name',
    ]);
    const agreed = { ...survey, form: { fields: () => [{ name: 'rating', kind: 'number', required: true }, { name: 'comment', kind: 'text', required: false }] } } as typeof survey;
    expect(await elementContract(agreed)).toEqual([]);
  });

  it('stops at a definition the registry would refuse', async () => {
    expect(await elementContract({ ...note, id: 'Not Kebab' })).toEqual([expect.stringMatching(/^definition: .*id must be kebab-case/)]);
  });
});

const sampleDesign = defineCardDesign({
  id: 'plain',
  version: '1.0.0',
  label: 'Plain',
  premium: false,
  schema: z.object({}),
  css: '.ts-plain{}',
  Render: ({ card }) => <h1>{card.name}</h1>,
});

describe('cardDesignContract', () => {
  it('names each promise a design that draws only the name breaks', async () => {
    const problems = await cardDesignContract(sampleDesign);
    expect(problems).toContain('the card shows Corner Bakery');
    expect(problems).toContain('offers Save Contact through the vCard');
    expect(problems).toContain('aligns the card as its settings say (text-align:left)');
    expect(problems).not.toContain('draws no script');
    expect(problems).not.toContain('its CSS is scoped by its id (.ts-plain)');
  });

  it('names a script and unscoped CSS', async () => {
    const problems = await cardDesignContract({ ...sampleDesign, css: '.card{}', Render: () => <script>{'alert(1)'}</script> });
    expect(problems).toEqual(expect.arrayContaining(['draws no script', 'its CSS is scoped by its id (.ts-plain)']));
  });
});

describe('appContract', () => {
  const app = defineApp({
    id: 'poll',
    version: '1.0.0',
    label: 'Poll',
    premium: true,
    directory: { description: 'Polls', icon: 'circle-help', screenshots: [] },
    elements: [note],
    permissions: [{ key: 'poll.edit', label: 'Edit polls' }],
    screens: [{ scope: 'website', path: 'poll', load: async () => ({ default: () => null }) }],
  });
  const route = (permission: string, url = '/landings/:id/poll') =>
    defineAppRoute({ method: 'GET', url, summary: 'Polls', access: { roles: ['Admin'], tenant: 'landing', permission }, handler: async () => ({}) });

  it('holds for an app whose routes ask for its own and the platform’s permissions', async () => {
    const server = async () => ({ default: defineAppServer({ routes: [route('poll.edit'), route('pages.view', '/landings/:id/poll/results')] }) });
    expect(await appContract(app, { server })).toEqual([]);
  });

  it('names an undeclared permission, a route declared twice and migrations out of order', async () => {
    const migration = (name: string) => ({ name, up: async () => {} });
    const server = async () => ({
      default: defineAppServer({ migrations: [migration('0002-votes'), migration('0001-polls')], routes: [route('poll.vote'), route('poll.edit')] }),
    });
    expect(await appContract(app, { server })).toEqual([
      'migrations are listed in the order of their names (0002-votes, 0001-polls)',
      'route GET /landings/:id/poll asks for "poll.vote", which neither the platform nor the app declares',
      'route GET /landings/:id/poll is declared twice',
    ]);
  });

  it('names a screen that loads no component and an element that breaks its contract', async () => {
    const broken = { ...app, elements: [{ ...note, Render: () => { throw new Error('boom'); } }], screens: [{ scope: 'website' as const, path: 'poll', load: async () => ({ default: 1 }) }] };
    expect(await appContract(broken as unknown as typeof app)).toEqual([
      'element note: render of the defaults (published): boom',
      'element note: render of the defaults (canvas): boom',
      'screen website:poll: load() must give a module whose default export is a React component',
    ]);
  });
});
