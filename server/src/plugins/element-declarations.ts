import { parseStoredProps, type AnyElementDefinition } from '@tessera/sdk';

/**
 * What `read` takes from a published element's declarations (its form, its part in checkout),
 * given its stored props; undefined when the props cannot be made valid or the plugin throws,
 * as the published page then leaves the element out.
 */
export function readDeclaration<T>(definition: AnyElementDefinition, storedProps: unknown, read: (props: Record<string, unknown>) => T): T | undefined {
  try {
    return read(parseStoredProps(definition.props, storedProps) as Record<string, unknown>);
  } catch {
    return undefined;
  }
}
