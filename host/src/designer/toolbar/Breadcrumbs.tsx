import { useDesigner, useDesignerStore } from '../designer-context.tsx';
import { nodeTrail } from '../node-labels.ts';
import { useElementRegistry } from '../plugins-context.tsx';

const NO_TRAIL: readonly never[] = [];

/** Where the selected node sits: Section › Row › Column › Element, each a way to select that level. */
export function Breadcrumbs() {
  const store = useDesignerStore();
  const registry = useElementRegistry();
  const trail = useDesigner((s) => (s.selectedId ? nodeTrail(s.document, s.selectedId, registry) : NO_TRAIL));
  if (trail.length === 0) return null;
  return (
    <nav className="breadcrumbs" aria-label="Selected node">
      <ol>
        {trail.map((step, index) => (
          <li key={step.id}>
            {index === trail.length - 1 ? (
              <span aria-current="location">{step.label}</span>
            ) : (
              <button type="button" onClick={() => store.getState().select(step.id)}>
                {step.label}
              </button>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
