import { canUseElement, pageDocumentSchema, walkElements, type PremiumGrants } from '@tessera/core';
import type { FormFieldRule, FormSending, SiteContextValue } from '@tessera/sdk';
import { readDeclaration } from '../../plugins/element-declarations.ts';
import type { ElementRegistry } from '../../plugins/plugin-host.ts';

/** What one element of a published page sends: the rules of its fields and what follows a send. */
export interface FormTarget extends FormSending {
  rules: readonly FormFieldRule[];
}

interface Declared {
  elementId: string;
  fields: readonly FormFieldRule[];
  sending: FormSending | null;
}

/** Elements of one section or popup: a "Submit form" element sends the fields beside it. */
type Group = Declared[];

function declaredOf(registry: ElementRegistry, element: { id: string; key: string; props: unknown }, site: SiteContextValue, grants: PremiumGrants): Declared | undefined {
  const definition = registry.get(element.key);
  // The page holds no element of a plugin that is gone or no longer held, so it sends nothing.
  const form = definition?.form;
  if (!form || !canUseElement(definition, grants)) return undefined;
  return readDeclaration(definition, element.props, (props) => ({ elementId: element.id, fields: form.fields?.(props, site) ?? [], sending: form.sends?.(props, site) ?? null }));
}

/**
 * The elements of a published design that send a form, by element id, as each element's
 * plugin declares it (`form.fields`, `form.sends`), in the site the page was rendered for.
 */
export function findFormTargets(registry: ElementRegistry, publishedDesign: unknown, site: SiteContextValue, grants: PremiumGrants): Map<string, FormTarget> {
  const design = pageDocumentSchema.safeParse(publishedDesign);
  if (!design.success) return new Map();
  const groups = new Map<string, Group>();
  for (const { element, path, root } of walkElements(design.data)) {
    const declared = declaredOf(registry, element, site, grants);
    if (!declared) continue;
    const key = `${root} ${path[0]}`;
    const group = groups.get(key);
    if (group) group.push(declared);
    else groups.set(key, [declared]);
  }
  const targets = new Map<string, FormTarget>();
  for (const group of groups.values()) {
    const standalone = group.filter((declared) => declared.sending?.fields !== 'own').flatMap((declared) => declared.fields);
    for (const { elementId, fields, sending } of group) {
      if (sending) targets.set(elementId, { ...sending, rules: sending.fields === 'own' ? fields : standalone });
    }
  }
  return targets;
}
