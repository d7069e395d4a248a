import { pluginNames } from './outside-package-files.ts';

/** The names one element id gives its files and code. */
export interface ElementNames {
  /** kebab-case plugin id, e.g. `price-table`. */
  id: string;
  /** Its palette label, e.g. `Price table`. */
  label: string;
  /** The identifier its definition is imported as, e.g. `priceTable`. */
  camel: string;
  /** The prefix of its component and type names, e.g. `PriceTable`. */
  pascal: string;
  /** Its npm package, e.g. `@tessera/element-price-table`. */
  packageName: string;
}

export function elementNames(id: string): ElementNames {
  const { label, camel, pascal } = pluginNames(id);
  return { id, label, camel, pascal, packageName: `@tessera/element-${id}` };
}

/**
 * The five files of a new element and its test: the SDK README's quote example (a text and
 * who said it), under the new element's names, ready to be edited into something else.
 */
export function elementFiles(names: ElementNames, category: string): Record<string, string> {
  const { id, label, camel, pascal, packageName } = names;
  return {
    'package.json': `${JSON.stringify(
      {
        name: packageName,
        version: '0.1.0',
        private: true,
        type: 'module',
        exports: { '.': './index.ts' },
        dependencies: { '@tessera/sdk': '0.1.0' },
        peerDependencies: { react: '^19.0.0' },
      },
      null,
      2,
    )}\n`,
    'schema.ts': `import { z } from '@tessera/sdk';

export const ${camel}Props = z.object({
  text: z.string().max(500).default('Design is how it works.'),
  author: z.string().max(100).default('Steve Jobs'),
});
export type ${pascal}Props = z.infer<typeof ${camel}Props>;
`,
    'Render.tsx': `import type { ElementRenderProps } from '@tessera/sdk';
import type { ${pascal}Props } from './schema.ts';

export function ${pascal}Render({ id, props }: ElementRenderProps<${pascal}Props>) {
  return (
    <blockquote id={id} className="ts-${id}">
      <p>{props.text}</p>
      <footer>— {props.author}</footer>
    </blockquote>
  );
}
`,
    'Panel.tsx': `import type { ElementPanelProps } from '@tessera/sdk';
import { TextAreaField, TextField } from '@tessera/sdk/editor';
import type { ${pascal}Props } from './schema.ts';

export default function ${pascal}Panel({ props, onChange }: ElementPanelProps<${pascal}Props>) {
  return (
    <>
      <TextAreaField label="Quote" value={props.text} onChange={(text) => onChange({ text })} />
      <TextField label="Author" value={props.author} onChange={(author) => onChange({ author })} />
    </>
  );
}
`,
    'index.ts': `import { defineElement } from '@tessera/sdk';
import { ${pascal}Render } from './Render.tsx';
import { ${camel}Props, type ${pascal}Props } from './schema.ts';

export default defineElement<${pascal}Props>({
  id: '${id}',
  version: '1.0.0',
  label: '${label}',
  category: '${category}',
  premium: false,
  icon: 'quote',
  props: ${camel}Props,
  Render: ${pascal}Render,
  Panel: () => import('./Panel.tsx'),
});
`,
    [`${id}.test.tsx`]: `import { checkProps, defaultProps, renderElement } from '@tessera/sdk/testing';
import { describe, expect, it } from 'vitest';
import ${camel} from './index.ts';

describe('${id} element', () => {
  it('renders the quote and who said it', () => {
    const html = renderElement(${camel}, { text: 'Less is more', author: 'Mies' });
    expect(html).toContain('<p>Less is more</p>');
    expect(html).toContain('— Mies');
  });

  it('refuses an overlong author, naming the field', () => {
    const result = checkProps(${camel}, { author: 'x'.repeat(101) });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors)).toEqual(['author']);
  });

  it('starts from valid defaults', () => {
    expect(defaultProps(${camel})).toEqual({ text: 'Design is how it works.', author: 'Steve Jobs' });
  });
});
`,
  };
}
