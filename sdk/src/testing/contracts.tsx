import { assertValidElementDefinition, PERMISSION_KEYS } from '@tessera/core';
import { defineApp, type AppDefinition } from '../apps/app-definition.ts';
import type { AppServerPart } from '../apps/app-server.ts';
import type { AnyCardDesign } from '../card-design-definition.ts';
import { cardContentSchema } from '../cards/card-content.ts';
import type { AnyElementDefinition } from '../element-definition.ts';
import { cardLinkHrefs, drawCard } from './card-designs.tsx';
import { renderElement } from './index.ts';

/**
 * The promises every plugin of a kind keeps, whatever it does, as the platform relies on them.
 * Each check answers the broken promises in words (none when all hold), so a test reads
 * `expect(await elementContract(myElement)).toEqual([])` and a failure says what to fix.
 */

const failure = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function attempt(problems: string[], what: string, run: () => unknown): Promise<void> {
  try {
    await run();
  } catch (error) {
    problems.push(`${what}: ${failure(error)}`);
  }
}

/** The controls a form sends, as Render marks them (`data-ts-field`), with their name and whether they are required. */
function renderedFields(html: string): { name: string; required: boolean }[] {
  return [...html.matchAll(/<(?:input|textarea|select)\b[^>]*\bdata-ts-field=""[^>]*>/g)].map(([tag]) => ({
    name: /\bname="([^"]*)"/.exec(tag)?.[1] ?? '',
    required: /\brequired=""/.test(tag),
  }));
}

/** The form fields an element declares (`form.fields`) are the ones its defaults render, with the same names and required marks. */
function formFieldProblems(definition: AnyElementDefinition): string[] {
  const props = definition.props.parse({});
  const rendered = renderedFields(renderElement(definition, {}));
  const declared = definition.form?.fields?.(props, { mode: 'published', pageHref: () => undefined, basePath: '' }) ?? [];
  const problems: string[] = [];
  const undeclared = rendered.filter((field) => !declared.some((rule) => rule.name === field.name));
  if (undeclared.length > 0) problems.push(`renders form fields it does not declare in form.fields (${undeclared.map((field) => field.name).join(', ')}): the server would drop their answers`);
  for (const rule of declared) {
    const field = rendered.find((candidate) => candidate.name === rule.name);
    if (!field) problems.push(`declares the form field "${rule.name}" but renders no control marked data-ts-field with that name`);
    else if (field.required !== rule.required) problems.push(`declares the form field "${rule.name}" ${rule.required ? 'required' : 'optional'} but renders it ${field.required ? 'required' : 'optional'}`);
  }
  return problems;
}

/** An element: a valid definition, defaults that render in both modes, declared form fields that match what renders, and a panel that loads. */
export async function elementContract(definition: AnyElementDefinition): Promise<string[]> {
  const problems: string[] = [];
  await attempt(problems, 'definition', () => assertValidElementDefinition(definition));
  if (problems.length > 0) return problems;
  for (const mode of ['published', 'canvas'] as const) {
    await attempt(problems, `render of the defaults (${mode})`, () => {
      if (typeof renderElement(definition, {}, { mode }) !== 'string') throw new Error('Render did not give HTML');
    });
  }
  if (problems.length === 0) {
    await attempt(problems, 'form fields', () => {
      for (const problem of formFieldProblems(definition)) problems.push(`form fields: ${problem}`);
    });
  }
  await attempt(problems, 'Panel', async () => {
    const panel = (await definition.Panel()).default;
    if (typeof panel !== 'function') throw new Error('Panel() must load a module whose default export is a React component');
  });
  return problems;
}

const SHOWN = ['Ann Baker', 'Head baker', 'Corner Bakery', 'src="/uploads/ann.jpg"', 'alt="Ann Baker"'];
const CHANNEL_LINKS = ['mailto:ann@example.test', 'tel:+12133734253', 'https://wa.me/12133734253', 'https://instagram.com/cornerbakery', '/card/ann/vcard'];

/**
 * A card design: options with defaults, CSS scoped by its id, the card's details and a
 * tap-to-act link per channel in the card's order, no script, the Save Contact button and
 * Powered-by line each drawn only while switched on, and the card's alignment.
 */
export async function cardDesignContract(design: AnyCardDesign): Promise<string[]> {
  const problems: string[] = [];
  const check = (holds: boolean, promise: string) => {
    if (!holds) problems.push(promise);
  };
  check(design.schema.safeParse({}).success, 'every option has a default (schema.parse({}) succeeds)');
  check(design.css.includes(`.ts-${design.id}`), `its CSS is scoped by its id (.ts-${design.id})`);
  await attempt(problems, 'drawing the sample card', () => {
    const html = drawCard(design);
    for (const text of SHOWN) check(html.includes(text), `the card shows ${text}`);
    const hrefs = cardLinkHrefs(html).slice(0, CHANNEL_LINKS.length);
    check(JSON.stringify(hrefs) === JSON.stringify(CHANNEL_LINKS), `links every channel in the card's order (${CHANNEL_LINKS.join(', ')}), drew ${hrefs.join(', ')}`);
    check(html.includes('target="_blank" rel="noopener noreferrer"'), 'opens outside links in a new tab with rel="noopener noreferrer"');
    check(!html.includes('<script'), 'draws no script');
    check(html.includes('href="/card/ann/vcard"') && html.includes('Save Contact'), 'offers Save Contact through the vCard');
    check(html.includes('Powered by Acme Sites'), 'says who powers it (Powered by <platform name>)');
  });
  await attempt(problems, 'drawing a card with the button and Powered-by switched off', () => {
    const quiet = drawCard(design, {}, 'gravel', cardContentSchema.parse({ name: 'Ann', button: { show: false }, powered_by: false }));
    check(!quiet.includes('Save Contact'), 'hides Save Contact when the button is off');
    check(!quiet.includes('Powered by'), 'hides the Powered-by line when it is off');
    check(!quiet.includes('<ul'), 'draws no channel list for a card without channels');
  });
  await attempt(problems, 'drawing a left-aligned card', () => {
    check(drawCard(design, {}, 'sky', cardContentSchema.parse({ name: 'Ann', align: 'left' })).includes('text-align:left'), 'aligns the card as its settings say (text-align:left)');
  });
  if (design.Panel) {
    await attempt(problems, 'Panel', async () => {
      const panel = (await design.Panel!()).default;
      if (typeof panel !== 'function') throw new Error('Panel() must load a module whose default export is a React component');
    });
  }
  return problems;
}

/**
 * An app: a definition `defineApp` takes, elements that keep the element contract, screens that
 * load a component, and (given its server part) migrations named once each in order and routes
 * that name only permissions the platform or the app declares.
 */
export async function appContract(app: AppDefinition, options: { server?: () => Promise<{ default: AppServerPart }> } = {}): Promise<string[]> {
  const problems: string[] = [];
  await attempt(problems, 'definition', () => defineApp(app));
  for (const element of app.elements ?? []) for (const problem of await elementContract(element)) problems.push(`element ${element.id}: ${problem}`);
  for (const screen of app.screens ?? []) {
    await attempt(problems, `screen ${screen.scope}:${screen.path}`, async () => {
      if (typeof (await screen.load()).default !== 'function') throw new Error('load() must give a module whose default export is a React component');
    });
  }
  if (!options.server) return problems;
  let part: AppServerPart | undefined;
  await attempt(problems, 'server part', async () => {
    part = (await options.server!()).default;
    if (!part || typeof part !== 'object') throw new Error('the module must export defineAppServer({ … }) as its default');
  });
  if (!part) return problems;
  const names = (part.migrations ?? []).map((migration) => migration.name);
  if (new Set(names).size !== names.length) problems.push(`migrations are named once each (${names.join(', ')})`);
  if (names.join('\n') !== [...names].sort().join('\n')) problems.push(`migrations are listed in the order of their names (${names.join(', ')})`);
  const known = new Set<string>([...PERMISSION_KEYS, ...(app.permissions ?? []).map((permission) => permission.key)]);
  const seen = new Set<string>();
  for (const route of part.routes ?? []) {
    const key = `${route.method} ${route.url}`;
    if (!route.url.startsWith('/')) problems.push(`route ${key}: its url starts with /`);
    if (seen.has(key)) problems.push(`route ${key} is declared twice`);
    seen.add(key);
    if (route.access.permission && !known.has(route.access.permission)) problems.push(`route ${key} asks for "${route.access.permission}", which neither the platform nor the app declares`);
    if (!route.summary.trim()) problems.push(`route ${key} has a summary (it names the route in the API's documentation)`);
  }
  return problems;
}
