import { LAYOUT_CSS, pageStyleCss, styleClassNames, type ElementNode, type NodeStyle, type PageDocument } from '@tessera/core';
import type { CSSProperties } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ElementRegistry } from '../../plugins/plugin-host.ts';

export interface PageMeta {
  title: string;
  description: string;
  lang?: string;
}

const BASE_CSS = `*,*::before,*::after{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Arial,sans-serif;color:#1f2937;background:#fff}`;

function classNames(base: string, style: NodeStyle | undefined): string {
  return [base, ...styleClassNames(style)].join(' ');
}

function PublishedElement({ element, registry }: { element: ElementNode; registry: ElementRegistry }) {
  const definition = registry.get(element.key);
  // An element whose plugin is not installed stays in the design but is left out of the page.
  if (!definition) return null;
  const props = definition.props.parse(element.props);
  return (
    <div id={element.id} className={classNames('ts-element', element.style)} data-element={element.key}>
      <definition.Render id={element.id} props={props} mode="published" />
    </div>
  );
}

function PublishedPage({ document, registry, meta }: { document: PageDocument; registry: ElementRegistry; meta: PageMeta }) {
  return (
    <html lang={meta.lang ?? 'en'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{meta.title}</title>
        {meta.description ? <meta name="description" content={meta.description} /> : null}
        <style dangerouslySetInnerHTML={{ __html: BASE_CSS + LAYOUT_CSS + pageStyleCss(document) }} />
      </head>
      <body>
        <main className="ts-page">
          {document.sections.map((section) => (
            <section key={section.id} id={section.id} className={classNames('ts-section', section.style)} data-section={section.key}>
              <div className="ts-section__inner">
                {section.rows.map((row) => (
                  <div key={row.id} id={row.id} className={classNames('ts-row', row.style)}>
                    {row.columns.map((column) => (
                      <div
                        key={column.id}
                        id={column.id}
                        className={classNames('ts-column', column.style)}
                        style={{ '--ts-col': `${column.options.width}%` } as CSSProperties}
                      >
                        {column.elements.map((element) => (
                          <PublishedElement key={element.id} element={element} registry={registry} />
                        ))}
                      </div>
                    ))}
                  </div>
                ))}
              </div>
            </section>
          ))}
        </main>
      </body>
    </html>
  );
}

/** The complete HTML of a published page: rendered once at publish time, served as stored bytes. */
export function renderPageHtml(document: PageDocument, registry: ElementRegistry, meta: PageMeta): string {
  return `<!doctype html>${renderToStaticMarkup(<PublishedPage document={document} registry={registry} meta={meta} />)}`;
}
