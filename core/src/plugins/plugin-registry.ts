import { ELEMENT_CATEGORIES, type ElementKernel } from './element-kernel.ts';

export class PluginDefinitionError extends Error {
  override name = 'PluginDefinitionError';
}

const KEBAB_ID = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const SEMVER = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$/;

/**
 * Whether plugin definitions are checked against their parsed defaults where they are made. The
 * browser's production build leaves these checks out: a schema's first parse compiles it, and
 * doing that for every installed plugin as the app starts cost about 20 ms of the designer's
 * opening on the 2-core machine. The server checks every definition of the same manifest as it
 * starts (this runs there) and the test suite checks each plugin, so a plugin whose defaults do
 * not parse never reaches a browser.
 */
export const CHECKS_PLUGIN_DEFAULTS = !(import.meta as { env?: { PROD?: boolean } }).env?.PROD;

/** Checks a definition and throws an error naming the plugin and what is wrong with it. */
export function assertValidElementDefinition(definition: ElementKernel): void {
  const name = typeof definition?.id === 'string' && definition.id ? `"${definition.id}"` : '(without id)';
  const fail = (problem: string): never => {
    throw new PluginDefinitionError(`Element plugin ${name}: ${problem}`);
  };
  if (typeof definition.id !== 'string' || !KEBAB_ID.test(definition.id)) {
    fail('id must be kebab-case (lowercase letters, digits and single hyphens, starting with a letter)');
  }
  if (typeof definition.version !== 'string' || !SEMVER.test(definition.version)) fail('version must be semver, e.g. 1.0.0');
  if (typeof definition.label !== 'string' || !definition.label.trim()) fail('label is required');
  if (!ELEMENT_CATEGORIES.includes(definition.category)) {
    fail(`category must be one of ${ELEMENT_CATEGORIES.join(', ')}`);
  }
  if (typeof definition.premium !== 'boolean') fail('premium must be true or false');
  if (!definition.props || typeof definition.props.safeParse !== 'function') fail('props must be a zod schema');
  if (!CHECKS_PLUGIN_DEFAULTS) return;
  const defaults = definition.props.safeParse({});
  if (!defaults.success) {
    const issue = defaults.error.issues[0];
    fail(`props defaults do not parse (${issue?.path.join('.') || 'props'}: ${issue?.message})`);
  }
}

/**
 * The installed element plugins. Host and server each build one from the same manifest;
 * tests build their own.
 */
export class PluginRegistry<Definition extends ElementKernel = ElementKernel> {
  readonly #elements = new Map<string, Definition>();

  constructor(definitions: Iterable<Definition> = []) {
    for (const definition of definitions) this.register(definition);
  }

  register(definition: Definition): this {
    assertValidElementDefinition(definition);
    if (this.#elements.has(definition.id)) {
      throw new PluginDefinitionError(`Element plugin "${definition.id}" is registered twice`);
    }
    this.#elements.set(definition.id, Object.freeze(definition));
    return this;
  }

  get(id: string): Definition | undefined {
    return this.#elements.get(id);
  }

  has(id: string): boolean {
    return this.#elements.has(id);
  }

  list(): Definition[] {
    return [...this.#elements.values()];
  }
}
