import type { PluginNames } from './outside-package-files.ts';

/**
 * The files of a new premium app, the SDK README's "An app, complete" under the new app's
 * names: a table of items per website, routes to list, add and remove them, a website screen,
 * the site address listing them, and an element linking there.
 */
export function appFiles(names: PluginNames): Record<string, string> {
  const { id, label, camel, pascal, snake, packageName } = names;
  const table = `${snake}_items`;
  return {
    'index.ts': `import { defineApp } from '@tessera/sdk';
import ${camel}Link from './link/index.ts';

export default defineApp({
  id: '${id}',
  version: '0.1.0',
  label: '${label}',
  premium: true,
  directory: { description: '${label}: a list of items each website publishes at /${id}.', icon: 'list-checks', screenshots: [] },
  elements: [${camel}Link],
  screens: [{ scope: 'website', path: '${id}', nav: { label: '${label}' }, permission: 'pages.view', load: () => import('./Screen.tsx') }],
  reservedPaths: ['${id}'],
  permissions: [{ key: '${id}.edit', label: 'Edit ${label.toLowerCase()}' }],
  // The package's own subpath: the server imports it at boot, the browser bundle never carries it.
  server: '${packageName}/server',
});
`,
    'tables.ts': `import type { Generated } from '@tessera/sdk';

/** The app's own table, prefixed with its id. */
export type ${pascal}Tables = {
  ${table}: {
    id: Generated<number>;
    landing_id: number;
    title: string;
  };
};
`,
    'server.tsx': `import { defineAppRoute, defineAppServer, notFound, SiteChangesToken, z, type AppServerContext, type Kysely } from '@tessera/sdk';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ${pascal}Tables } from './tables.ts';

const db = (context: AppServerContext): Kysely<${pascal}Tables> => context.db;
const access = { roles: ['Admin', 'Agency', 'AgencyUser', 'WebsiteUser'], tenant: 'landing', permission: 'pages.view' } as const;
const landingParams = z.object({ id: z.coerce.number().int().positive() });
const item = z.object({ title: z.string().trim().min(1, 'The title field is required.').max(200) });

function itemsOf(context: AppServerContext, landingId: number) {
  return db(context).selectFrom('${table}').select(['id', 'title']).where('landing_id', '=', landingId).orderBy('id').execute();
}

export default defineAppServer({
  needs: [SiteChangesToken],
  migrations: [
    {
      name: '0001-items',
      up: async (database) => {
        await database.schema
          .createTable('${table}')
          .addColumn('id', 'serial', (c) => c.primaryKey())
          .addColumn('landing_id', 'integer', (c) => c.notNull().references('landings.id').onDelete('cascade'))
          .addColumn('title', 'text', (c) => c.notNull())
          .execute();
      },
    },
  ],
  routes: [
    defineAppRoute({
      method: 'GET',
      url: '/landings/:id/${id}/items',
      summary: "The website's ${label.toLowerCase()} items",
      access,
      params: landingParams,
      handler: async ({ landing }, context) => ({ data: await itemsOf(context, landing!.id) }),
    }),
    defineAppRoute({
      method: 'POST',
      url: '/landings/:id/${id}/items',
      summary: 'Add an item',
      access: { ...access, permission: '${id}.edit' },
      params: landingParams,
      body: item,
      handler: async ({ landing, body, reply }, context) => {
        const row = await db(context).insertInto('${table}').values({ landing_id: landing!.id, ...body }).returning(['id', 'title']).executeTakeFirstOrThrow();
        await context.services.resolve(SiteChangesToken).changed(landing!.id);
        reply.status(201);
        return { data: row, message: 'Item added.', success: true };
      },
    }),
    defineAppRoute({
      method: 'DELETE',
      url: '/landings/:id/${id}/items/:itemId',
      summary: 'Remove an item',
      access: { ...access, permission: '${id}.edit' },
      params: landingParams.extend({ itemId: z.coerce.number().int().positive() }),
      handler: async ({ landing, params }, context) => {
        const gone = await db(context).deleteFrom('${table}').where('landing_id', '=', landing!.id).where('id', '=', params.itemId).executeTakeFirst();
        if (gone.numDeletedRows === 0n) throw notFound('Item');
        await context.services.resolve(SiteChangesToken).changed(landing!.id);
        return { message: 'Item removed.', success: true };
      },
    }),
  ],
  sitePaths: {
    async resolve({ landing, path }, context) {
      if (path !== '/${id}') return undefined;
      const items = await itemsOf(context, landing.id);
      if (items.length === 0) return undefined;
      const page = (
        <html lang="en">
          <head>
            <meta charSet="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <title>{\`${label} · \${landing.title}\`}</title>
          </head>
          <body>
            <h1>${label}</h1>
            <ul>
              {items.map((entry) => (
                <li key={entry.id}>{entry.title}</li>
              ))}
            </ul>
          </body>
        </html>
      );
      return { kind: 'html', html: \`<!doctype html>\${renderToStaticMarkup(page)}\` };
    },
    async sitemapEntries(landing, context) {
      return (await itemsOf(context, landing.id)).length > 0 ? [{ path: '/${id}' }] : [];
    },
  },
});
`,
    'Screen.tsx': `import { z } from '@tessera/sdk';
import { useAppAction, useAppScreen } from '@tessera/sdk/dashboard';
import { useState, type FormEvent } from 'react';

const itemsSchema = z.object({ data: z.array(z.object({ id: z.number(), title: z.string() })) });
const addedSchema = z.object({ data: z.object({ id: z.number(), title: z.string() }), message: z.string() });

/**
 * The website's items and a form to add one, built from the dashboard's own parts: the list's
 * loading, failed and empty states, and the server's message for a bad title under its field.
 */
export default function ${pascal}Screen() {
  const { landingId, request, useQuery, kit } = useAppScreen();
  const { busy, errors, run } = useAppAction();
  const [title, setTitle] = useState('');
  const path = \`/landings/\${landingId}/${id}/items\`;
  const items = useQuery(path, { schema: itemsSchema });

  const add = (event: FormEvent) => {
    event.preventDefault();
    // A write reloads the list by itself; the field is emptied only when the item was added.
    void run(async () => {
      await request(path, { method: 'POST', body: { title }, schema: addedSchema });
      setTitle('');
    });
  };

  return (
    <div className="screen">
      <header className="screen__header">
        <h1 className="screen__title">${label}</h1>
      </header>
      <form className="form-stack" onSubmit={add} noValidate>
        <kit.TextField id="${id}-title" label="Title" value={title} onValue={setTitle} error={errors.title?.join(' ')} maxLength={200} />
        <button type="submit" className="btn btn--primary" disabled={busy} aria-busy={busy}>
          Add item
        </button>
      </form>
      <kit.QueryView query={items} loading="Loading the items…" failed="The items could not be loaded." empty={{ when: (body) => body.data.length === 0, title: 'No items yet', message: 'Add the first one above: it shows on the website at /${id}.' }}>
        {(body) => (
          <ul>
            {body.data.map((entry) => (
              <li key={entry.id}>{entry.title}</li>
            ))}
          </ul>
        )}
      </kit.QueryView>
    </div>
  );
}
`,
    'link/schema.ts': `import { z } from '@tessera/sdk';

export const ${camel}LinkProps = z.object({
  text: z.string().max(120).default('See our ${label.toLowerCase()}'),
});
export type ${pascal}LinkProps = z.infer<typeof ${camel}LinkProps>;
`,
    'link/Render.tsx': `import type { ElementRenderProps } from '@tessera/sdk';
import type { ${pascal}LinkProps } from './schema.ts';

export function ${pascal}LinkRender({ id, props }: ElementRenderProps<${pascal}LinkProps>) {
  return (
    <p id={id} className="ts-${id}-link">
      <a href="/${id}">{props.text}</a>
    </p>
  );
}
`,
    'link/Panel.tsx': `import type { ElementPanelProps } from '@tessera/sdk';
import { TextField } from '@tessera/sdk/editor';
import type { ${pascal}LinkProps } from './schema.ts';

export default function ${pascal}LinkPanel({ props, onChange }: ElementPanelProps<${pascal}LinkProps>) {
  return <TextField label="Link text" value={props.text} onChange={(text) => onChange({ text })} />;
}
`,
    'link/index.ts': `import { defineElement } from '@tessera/sdk';
import { ${pascal}LinkRender } from './Render.tsx';
import { ${camel}LinkProps, type ${pascal}LinkProps } from './schema.ts';

export default defineElement<${pascal}LinkProps>({
  id: '${id}-link',
  version: '0.1.0',
  label: '${label} link',
  category: 'misc',
  // Premium with its app: usable wherever the agency holds ${label}.
  premium: false,
  icon: 'link',
  props: ${camel}LinkProps,
  Render: ${pascal}LinkRender,
  Panel: () => import('./Panel.tsx'),
});
`,
    [`${id}.test.tsx`]: `import { appContract, renderElement } from '@tessera/sdk/testing';
import { describe, expect, it } from 'vitest';
import ${camel} from './index.ts';

describe('${label} app', () => {
  it("keeps the SDK's app contract", async () => {
    expect(await appContract(${camel}, { server: () => import('./server.tsx') })).toEqual([]);
  });

  it('reserves its address and brings a link to it', () => {
    expect(${camel}.reservedPaths).toEqual(['${id}']);
    expect(renderElement(${camel}.elements![0]!, {})).toContain('href="/${id}"');
  });
});
`,
  };
}
