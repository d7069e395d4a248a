import { addFieldError, zodFieldErrors, type FieldErrors } from '../api/field-errors.ts';
import { findInputProblem } from '../api/input-limits.ts';
import { pageDocumentSchema, type PageDocument } from '../document/page-document.ts';
import { jsonEqual } from '../document/stable-json.ts';
import { duplicateNodeIds, walkElements } from '../document/tree-operations.ts';
import type { ElementKernel } from './element-kernel.ts';
import type { PluginRegistry } from './plugin-registry.ts';
import { canUseElement, missingFeatures, PLAN_FEATURE_LABELS, type PremiumGrants } from './premium-grants.ts';
import { isRecord } from './is-record.ts';

export interface DesignValidationContext {
  registry: PluginRegistry<ElementKernel>;
  grants: PremiumGrants;
  /**
   * The stored design this one replaces, as stored (not parsed again: it was checked when it was
   * written): its elements of uninstalled or no longer granted plugins are kept as they are.
   */
  previous?: unknown;
  /** Prefix of the error field paths, e.g. "design". */
  fieldPrefix?: string;
}

export type DesignValidation =
  /** `changed`: checking changed what was sent (props migrated or normalised), so the designer should reload it. */
  { ok: true; document: PageDocument; changed: boolean } | { ok: false; errors: FieldErrors };

const listAt = (value: unknown, key: string): unknown[] => (isRecord(value) && Array.isArray(value[key]) ? value[key] : []);

/** The elements of a stored design by id, found without parsing it; what is not shaped like a design holds none. */
function storedElements(design: unknown): Map<string, unknown> {
  const elements = new Map<string, unknown>();
  for (const top of [...listAt(design, 'sections'), ...listAt(design, 'popups')]) {
    for (const row of listAt(top, 'rows')) {
      for (const column of listAt(row, 'columns')) {
        for (const element of listAt(column, 'elements')) if (isRecord(element) && typeof element.id === 'string') elements.set(element.id, element);
      }
    }
  }
  return elements;
}

/**
 * Validates a whole design as the server stores it: the tree shape, unique ids, and every
 * element against its plugin's props schema (after migrating older props) and the premium
 * grants. Returns the design with every element's props normalised by its schema.
 */
export function validateDesign(input: unknown, context: DesignValidationContext): DesignValidation {
  const prefix = context.fieldPrefix;
  const at = (path: string) => (prefix ? `${prefix}.${path}` : path);
  // Before anything recursive (zod, structuredClone) meets a design that would overflow the stack.
  const problem = findInputProblem(input, { prefix });
  if (problem) return { ok: false, errors: { [problem.field]: [problem.message] } };
  const parsed = pageDocumentSchema.safeParse(input);
  if (!parsed.success) return { ok: false, errors: zodFieldErrors(parsed.error, prefix) };

  const errors: FieldErrors = {};
  for (const id of duplicateNodeIds(parsed.data)) addFieldError(errors, at('sections'), `The id "${id}" is used more than once`);

  const previousElements = storedElements(context.previous);
  // zod's output is a tree of its own (the values of props are shared with the input, but props are replaced, never changed), so it is normalised in place.
  const document = parsed.data;
  let changed = false;
  for (const { element, path, root } of walkElements(document)) {
    const [s, r, c, e] = path;
    const elementPath = `${root}.${s}.rows.${r}.columns.${c}.elements.${e}`;
    const unchanged = previousElements.has(element.id) && jsonEqual(previousElements.get(element.id), element);
    const definition = context.registry.get(element.key);
    if (!definition) {
      if (!unchanged) {
        addFieldError(errors, at(`${elementPath}.key`), `Element ${element.id}: unknown element type "${element.key}"`);
      }
      continue;
    }
    if (!canUseElement(definition, context.grants) && !unchanged) {
      addFieldError(
        errors,
        at(`${elementPath}.key`),
        definition.app
          ? `Element ${element.id}: "${definition.label}" comes with the ${definition.app.label} app, which your plan does not include`
          : `Element ${element.id}: "${definition.label}" is a premium element your plan does not include`,
      );
      continue;
    }
    let props = element.props;
    if (definition.migrate && element.version && element.version !== definition.version) {
      // A copy: the values of props are shared with what was sent, and a migration may change what it is given.
      props = definition.migrate(structuredClone(props), element.version);
    }
    const result = definition.props.safeParse(props);
    // Stored by an earlier release and not touched since: kept as it is, as the published page renders it (parseStoredProps).
    if (!result.success && unchanged) continue;
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = [elementPath, 'props', ...issue.path.map(String)].join('.');
        addFieldError(errors, at(field), `Element ${element.id} (${definition.id}): ${issue.message}`);
      }
      continue;
    }
    const missing = unchanged ? [] : missingFeatures(definition.planFeatures?.(result.data) ?? [], context.grants);
    if (missing.length > 0) {
      const names = missing.map((feature) => PLAN_FEATURE_LABELS[feature]).join(', ');
      addFieldError(errors, at(`${elementPath}.props`), `Element ${element.id}: ${names} ${missing.length === 1 ? 'is' : 'are'} not part of your plan`);
      continue;
    }
    if (!changed && !jsonEqual(result.data, element.props)) changed = true;
    element.props = result.data;
    element.version = definition.version;
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, document, changed };
}
