import { LinkNode } from '@lexical/link';
import { ListItemNode, ListNode } from '@lexical/list';
import { LexicalComposer, type InitialConfigType } from '@lexical/react/LexicalComposer';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import type { ElementNode } from '@tessera/core';
import type { AnyElementDefinition } from '@tessera/sdk';
import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { resolveElementProps } from '../element-nodes.ts';
import { $importHtml } from './rich-text-html.ts';
import { findSlot, SLOT_MARKER_HTML, type RichTextSlot } from './rich-text-slot.ts';
import { RichTextToolbar } from './RichTextToolbar.tsx';
import { useEditorSession } from './use-editor-session.ts';
import '../../styles/rich-text.css';

interface RichTextEditorProps {
  definition: AnyElementDefinition;
  node: ElementNode;
}

const THEME: InitialConfigType['theme'] = { text: { underline: 'rich-text-underline', strikethrough: 'rich-text-strike' } };

const onError = (error: Error) => {
  throw error;
};

/**
 * Edits an element's rich-text prop in place with Lexical, inside the element's own Render.
 * It starts from the stored HTML and hands the editor's HTML back, sanitised by the plugin's
 * own schema, when editing ends (see useEditorSession). Mounted only while editing.
 */
export default function RichTextEditor({ definition, node }: RichTextEditorProps) {
  const prop = definition.richText!.prop;
  // Fixed for the whole session: editing ends before anything else can change the element.
  const [start] = useState(() => resolveElementProps(definition, node).props);
  const [config] = useState<InitialConfigType>(() => ({
    namespace: `tessera-${node.id}`,
    nodes: [ListNode, ListItemNode, LinkNode],
    theme: THEME,
    onError,
    editorState: (editor) => $importHtml(editor, typeof start[prop] === 'string' ? start[prop] : ''),
  }));
  const anchor = useRef<HTMLDivElement>(null);

  return (
    <LexicalComposer initialConfig={config}>
      <div ref={anchor} className="rich-text">
        <RichTextToolbar />
        <InRender definition={definition} id={node.id} props={start} prop={prop} />
      </div>
      <Session id={node.id} anchor={anchor} definition={definition} props={start} prop={prop} />
      <HistoryPlugin />
      <ListPlugin />
      <LinkPlugin />
    </LexicalComposer>
  );
}

interface PartProps {
  definition: AnyElementDefinition;
  props: Record<string, unknown>;
  prop: string;
}

/** The element's Render with the editor in the place of its text, or the editor alone when the Render shows no slot. */
function InRender({ definition, id, props, prop }: PartProps & { id: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [marked] = useState(() => ({ ...props, [prop]: SLOT_MARKER_HTML }));
  const [slot, setSlot] = useState<RichTextSlot | undefined>(undefined);
  useLayoutEffect(() => setSlot(box.current ? findSlot(box.current) : null), []);
  const Render = definition.Render;
  const editable = (inline: boolean) => (
    <RichTextPlugin
      contentEditable={
        <ContentEditable className={inline ? 'rich-text__content rich-text__content--inline' : 'rich-text__content'} aria-label={`Text of ${definition.label}`} />
      }
      ErrorBoundary={LexicalErrorBoundary}
    />
  );
  if (slot === null) return editable(false);
  return (
    <div ref={box} className="rich-text__render">
      <Render id={id} props={marked} mode="canvas" />
      {slot ? createPortal(editable(slot.inline), slot.mount) : null}
    </div>
  );
}

function Session({ id, anchor, definition, props, prop }: PartProps & { id: string; anchor: RefObject<HTMLDivElement | null> }) {
  // The plugin's schema sanitises the HTML as it does on every parse; a value it refuses is kept so the save can name it.
  const toPatch = useCallback(
    (html: string) => {
      const parsed = definition.props.safeParse({ ...props, [prop]: html });
      return { [prop]: parsed.success ? (parsed.data as Record<string, unknown>)[prop] : html };
    },
    [definition, props, prop],
  );
  useEditorSession(id, anchor, toPatch);
  return null;
}
