import { styleClassNames, type ElementNode, type NodeStyle } from '@tessera/core';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, parseStoredProps, SiteContextProvider, type AnyElementDefinition, type SiteContextValue } from '@tessera/sdk';
import { randomUUID } from 'node:crypto';
import { Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

export function classNames(base: string, style: NodeStyle | undefined): string {
  return [base, ...styleClassNames(style)].join(' ');
}

export interface ElementToRender {
  node: ElementNode;
  definition: AnyElementDefinition;
}

/** One element as a published page holds it: the HTML of its wrapper around its Render, and its own CSS. */
export interface RenderedElement {
  html: string;
  css: string;
  /** Whether the element's island runs on the page (its plugin has one, and this instance wants it). */
  island: boolean;
  /** Set when the element could not be rendered: the page holds nothing of it. */
  failure?: ElementFailure;
}

/** An element left out of a page because its plugin failed to render it (its Render or its props threw). */
export interface ElementFailure {
  elementId: string;
  pluginId: string;
  message: string;
}

/**
 * Text between two elements rendered together, where they are cut apart. React writes it as
 * it is; no element holds it, as no one can know it before this process starts.
 */
const CUT = `\u0001${randomUUID()}\u0001`;

/**
 * A copy of a string in one piece of its own. React builds markup by concatenation, which V8
 * keeps as a tree of small pieces to walk on every copy, and a piece cut out of a longer
 * string keeps that whole string alive: the HTML kept for an element owns its characters.
 */
const ownCopy = (text: string) => Buffer.from(text).toString();

/** What the element's island receives, or null when this instance runs none. */
function islandPropsOf(definition: AnyElementDefinition, props: Record<string, unknown>): Record<string, unknown> | null {
  if (!definition.island) return null;
  return definition.islandProps ? definition.islandProps(props) : props;
}

function PublishedElement({ node, definition, props, islandProps }: ElementToRender & { props: Record<string, unknown>; islandProps: Record<string, unknown> | null }) {
  return (
    <div
      id={node.id}
      className={classNames('ts-element', node.style)}
      data-element={node.key}
      {...(islandProps ? { [ISLAND_ATTRIBUTE]: definition.id, [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(islandProps) } : {})}
    >
      <definition.Render id={node.id} props={props} mode="published" />
    </div>
  );
}

function failureOf(element: ElementToRender, error: unknown): RenderedElement {
  const message = error instanceof Error ? error.message : String(error);
  return { html: '', css: '', island: false, failure: { elementId: element.node.id, pluginId: element.definition.id, message } };
}

function renderTogether(elements: readonly ElementToRender[], site: SiteContextValue): RenderedElement[] {
  const parsed = elements.map((element) => {
    const props = parseStoredProps(element.definition.props, element.node.props) as Record<string, unknown>;
    return { ...element, props, islandProps: islandPropsOf(element.definition, props) };
  });
  const markup = renderToStaticMarkup(
    <SiteContextProvider value={site}>
      {parsed.map((element, index) => (
        <Fragment key={element.node.id}>
          {index > 0 ? CUT : null}
          <PublishedElement {...element} />
        </Fragment>
      ))}
    </SiteContextProvider>,
  );
  const pieces = markup.split(CUT);
  if (pieces.length !== parsed.length) throw new Error('An element rendered the text that separates elements');
  return parsed.map(({ node, definition, props, islandProps }, index) => ({
    html: ownCopy(pieces[index]!),
    css: definition.css?.(props, `#${node.id}`) ?? '',
    island: islandProps !== null,
  }));
}

/**
 * Renders elements each on its own terms (its wrapper carries its id, style classes and
 * island attributes), in one React render, as each render has a fixed cost of its own. When
 * that render throws, each element is rendered alone so that only the ones that fail are
 * left out (with their failure), as the designer's placeholder contains them on the canvas.
 */
export function renderPublishedElements(elements: readonly ElementToRender[], site: SiteContextValue): RenderedElement[] {
  try {
    return renderTogether(elements, site);
  } catch {
    return elements.map((element) => {
      try {
        return renderTogether([element], site)[0]!;
      } catch (error) {
        return failureOf(element, error);
      }
    });
  }
}
