import { nodeStyleSchema, type NodeStyle } from '@tessera/core';
import { TextField } from '@tessera/sdk/editor';
import type { ReactNode } from 'react';
import { DEVICE_PREVIEWS } from '../../devices.ts';
import { BackgroundFields } from './BackgroundFields.tsx';
import { BorderFields } from './BorderFields.tsx';
import { HoverFields } from './HoverFields.tsx';
import { LayoutFields } from './LayoutFields.tsx';
import { SpacingFields } from './SpacingFields.tsx';
import { FIELD_NAMES } from './style-options.ts';
import { textOrUnset, useNodeStyle, type NodeStyleEditor } from './use-node-style.ts';
import { VisibilityFields } from './VisibilityFields.tsx';

function Group({ title, open = false, children }: { title: string; open?: boolean; children: ReactNode }) {
  return (
    <details className="style-group" open={open}>
      <summary>{title}</summary>
      <div className="style-group__body">{children}</div>
    </details>
  );
}

/** What the style schema refuses of what was typed; saving would be refused for the same reasons. */
function problems(style: NodeStyle | undefined): string[] {
  const parsed = nodeStyleSchema.safeParse(style ?? {});
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.map((part) => FIELD_NAMES[String(part)] ?? String(part)).join(' › ')}: ${issue.message}`);
}

function DeviceNote({ editor }: { editor: NodeStyleEditor }) {
  const { device, style } = editor;
  const name = DEVICE_PREVIEWS[device].label;
  if (device === 'desktop') return <p className="style-panel__device">Editing for all devices. Switch to Tablet or Mobile to change spacing, width, background colour and corner radius for that device only.</p>;
  const overrides = style?.[device];
  return (
    <p className="style-panel__device style-panel__device--override" data-device={device}>
      Editing for {name.toLowerCase()}: spacing, width, background colour and corner radius changed here apply to {name.toLowerCase()}
      {device === 'tablet' ? ' and mobile' : ''} only; everything else applies to all devices.
      {overrides ? (
        <button type="button" className="btn btn--small" onClick={() => editor.set({ [device]: undefined })}>
          Reset {name.toLowerCase()} values
        </button>
      ) : null}
    </p>
  );
}

/** The common style of spec §3 for any selected node, below its own settings. */
export function StylePanel({ id, defaultName }: { id: string; defaultName: string }) {
  const editor = useNodeStyle(id);
  const issues = problems(editor.style);
  return (
    <section className="style-panel" aria-label="Style" data-testid="style-panel">
      <h3 className="style-panel__title">Style</h3>
      <DeviceNote editor={editor} />
      {issues.length ? (
        <ul className="style-panel__issues" role="alert">
          {issues.map((issue) => (
            <li key={issue}>{issue}</li>
          ))}
        </ul>
      ) : null}
      <Group title="Spacing" open>
        <SpacingFields editor={editor} />
      </Group>
      <Group title="Size and shadow">
        <LayoutFields editor={editor} />
      </Group>
      <Group title="Background">
        <BackgroundFields editor={editor} />
      </Group>
      <Group title="Border and corners">
        <BorderFields editor={editor} />
      </Group>
      <Group title="Hover">
        <HoverFields editor={editor} />
      </Group>
      <Group title="Visibility and timing">
        <VisibilityFields editor={editor} />
      </Group>
      <Group title="Name">
        <TextField
          label="Name in layers"
          placeholder={defaultName}
          value={editor.value('ElementTitle') ?? ''}
          onChange={(value) => editor.set({ ElementTitle: textOrUnset(value) })}
        />
      </Group>
    </section>
  );
}
