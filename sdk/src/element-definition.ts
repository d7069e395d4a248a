import { assertValidElementDefinition, CHECKS_PLUGIN_DEFAULTS, expandPropPattern, PluginDefinitionError, readPropPath, type ElementKernel } from '@tessera/core';
import type { ComponentType } from 'react';
import type { ElementFormContract } from './forms/form-contract.ts';
import type { PickedImage } from './options/image-option.ts';
import type { PluginRoutes } from './plugin-routes.ts';
import type { ElementCheckoutContract } from './shop/order-contract.ts';

/** Where an element is being rendered. Render must look the same in both; the canvas may add editing affordances around it. */
export type RenderMode = 'canvas' | 'published';

export interface ElementRenderProps<Props> {
  /** The element's id (`element-…`). The wrapper around Render carries it as its HTML id; derive ids of your own from it. */
  id: string;
  props: Props;
  mode: RenderMode;
}

export interface ElementPanelProps<Props> {
  id: string;
  props: Props;
  /** Merges a patch into the element's props as one undoable edit. */
  onChange: (patch: Partial<Props>) => void;
}

export interface ElementDefinition<Props extends Record<string, unknown> = Record<string, unknown>>
  extends ElementKernel<Props> {
  /** Server-side-renderable view: no editor code, no browser globals at import time. */
  Render: ComponentType<ElementRenderProps<Props>>;
  /** The inspector panel, loaded only when the element is first selected in the designer. */
  Panel: () => Promise<{ default: ComponentType<ElementPanelProps<Props>> }>;
  /**
   * Module specifier of the client script an interactive element needs on the published page
   * (a subpath export of the plugin package, e.g. "@acme/element-clock/island"). Static elements omit it.
   */
  island?: string;
  /** Server routes, mounted by the server under /api/v1/plugins/<id>/. */
  routes?: PluginRoutes;
  /**
   * CSS one element needs beyond inline styles (hover states, mobile sizes), scoped by
   * `scope`, the CSS selector of the element's wrapper ("#element-…"). Put only values your
   * props schema has validated into it.
   */
  css?: (props: Props, scope: string) => string;
  /** CSS every element of this plugin shares; a page carries it once, and only if it holds one. */
  baseCss?: string;
  /**
   * The string prop the designer edits in place as rich text (Lexical) when the element is
   * clicked; declare the prop with `htmlSchema` so its HTML is sanitised.
   */
  richText?: { prop: Extract<keyof Props, string> };
  /**
   * A plain-text prop the designer edits in place when the element is clicked again (a
   * headline's text, a button's label): a dot path into the props, such as `'text'` or
   * `'button.text'`. Render must show the value as the whole text of one node. Enter or a
   * click outside ends the edit; an element has `richText` or this, not both.
   */
  inlineText?: { path: string };
  /**
   * The texts of an element that shows several (an FAQ's questions and answers), each edited in
   * place where the user clicks it. A path may hold `*` for any index of a list
   * (`'items.*.question'`); `rich` texts are HTML props declared with `htmlSchema`. Render marks
   * the node showing each text with `{...editableText(mode, 'items.2.question')}`, and shows the
   * value as that node's whole content.
   */
  editableTexts?: readonly EditableText[];
  /**
   * Props the island receives on the published page; by default all of them. Leave out what
   * the visitor's browser has no business seeing. Answer `null` when this instance needs no
   * script (a Button that is a plain link): the page then carries no island for it, and loads
   * the island's script only if another element needs it.
   */
  islandProps?: (props: Props) => Record<string, unknown> | null;
  /**
   * Set when Render reads more than its props and the site context (the clock, say): the
   * server then renders the element afresh on every publish. Otherwise it reuses the HTML it
   * rendered before for the same props, plugin version and site.
   */
  uncachedRender?: boolean;
  /**
   * The element's part in the forms of a published page: the fields it shows, and whether it
   * sends them. The server checks visitors' answers against this declaration.
   */
  form?: ElementFormContract<Props>;
  /** The element's part in checkout: the products it offers, or that it takes the payment. */
  checkout?: ElementCheckoutContract<Props>;
  /**
   * Image files dragged from the desktop onto the element on the canvas: set it and the canvas
   * shows the element as a drop target, uploads the files (at most `max`) and applies the patch
   * this answers for the images that arrived, as one undoable edit. An image replaces its
   * picture (`max: 1`); a gallery adds them.
   */
  imageDrop?: { max: number | ((props: Props) => number); apply: (props: Props, images: readonly PickedImage[]) => Partial<Props> };
}

/** One of an element's texts edited in place: a dot path into its props (`*` for any list index) and how it is edited. */
export interface EditableText {
  path: string;
  format: 'plain' | 'rich';
}

/** The attribute that marks where Render shows an editable text, on the canvas only. */
export const EDITABLE_TEXT_ATTRIBUTE = 'data-ts-text';

/**
 * Spread on the node that shows one of the element's `editableTexts`: on the canvas it tells
 * the designer which text the user clicked; on the published page it adds nothing.
 */
export function editableText(mode: RenderMode, path: string): Record<string, string> {
  return mode === 'canvas' ? { [EDITABLE_TEXT_ATTRIBUTE]: path } : {};
}

/** The text an element edits in place must be one, and a string in its defaults; each of its editable texts a string wherever its defaults have one. */
function assertTextInPlace<Props extends Record<string, unknown>>({ id, props, richText, inlineText, editableTexts = [] }: ElementDefinition<Props>): void {
  if (richText && inlineText) throw new PluginDefinitionError(`Element plugin "${id}": richText and inlineText cannot both be set`);
  if (!CHECKS_PLUGIN_DEFAULTS) return;
  const defaults = props.parse({});
  if (inlineText && typeof readPropPath(defaults, inlineText.path.split('.')) !== 'string') {
    throw new PluginDefinitionError(`Element plugin "${id}": inlineText.path "${inlineText.path}" does not lead to a string prop`);
  }
  for (const { path } of editableTexts) {
    const found = expandPropPattern(defaults, path.split('.'));
    if (found.length === 0 || found.some(({ value }) => typeof value !== 'string')) {
      throw new PluginDefinitionError(`Element plugin "${id}": editableTexts path "${path}" does not lead to string props in the defaults`);
    }
  }
}

/**
 * Declares an element plugin. The definition is checked at once, so a mistake surfaces
 * when the plugin is imported, with the plugin's id in the message.
 */
export function defineElement<Props extends Record<string, unknown>>(definition: ElementDefinition<Props>): ElementDefinition<Props> {
  assertValidElementDefinition(definition as unknown as ElementKernel);
  assertTextInPlace(definition);
  return definition;
}

/** Any element definition, whatever its props; what manifests and registries hold. */
// The props type is erased here on purpose: a registry holds many plugins with different props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyElementDefinition = ElementDefinition<any>;
