import { LinkNode } from '@lexical/link';
import { ListItemNode, ListNode } from '@lexical/list';
import { LexicalComposer, type InitialConfigType } from '@lexical/react/LexicalComposer';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { PlainTextPlugin } from '@lexical/react/LexicalPlainTextPlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { readPropPath, withPropPath, type ElementNode } from '@tessera/core';
import type { AnyElementDefinition } from '@tessera/sdk';
import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { resolveElementProps } from '../element-nodes.ts';
import { $importHtml, $importPlainText, exportHtml, exportPlainText } from './rich-text-html.ts';
import { findSlot, SLOT_MARKER, SLOT_MARKER_HTML, type RichTextSlot } from './rich-text-slot.ts';
import { RichTextToolbar } from './RichTextToolbar.tsx';
import { textInPlace, type TextInPlace } from './text-in-place.ts';
import { useEditorSession } from './use-editor-session.ts';
import '../../styles/rich-text.css';

interface RichTextEditorProps {
  definition: AnyElementDefinition;
  node: ElementNode;
  /** Which of its `editableTexts` (a path); null or left out for its one rich or plain text. */
  text?: string | null;
}

const THEME: InitialConfigType['theme'] = { text: { underline: 'rich-text-underline', strikethrough: 'rich-text-strike' } };

const onError = (error: Error) => {
  throw error;
};

/**
 * Edits an element's text in place with Lexical, inside the element's own Render: its rich-text
 * prop, with the toolbar, or its plain-text prop. It starts from the stored value and hands the
 * editor's back, sanitised by the plugin's own schema, when editing ends (see useEditorSession).
 * Mounted only while editing.
 */
export default function RichTextEditor({ definition, node, text: at = null }: RichTextEditorProps) {
  const [text] = useState(() => textInPlace(definition, at)!);
  // Fixed for the whole session: editing ends before anything else can change the element.
  const [start] = useState(() => resolveElementProps(definition, node).props);
  const [config] = useState<InitialConfigType>(() => {
    const value = readPropPath(start, text.path);
    const stored = typeof value === 'string' ? value : '';
    return {
      namespace: `tessera-${node.id}`,
      nodes: [ListNode, ListItemNode, LinkNode],
      theme: THEME,
      onError,
      editorState: (editor) => (text.format === 'rich' ? $importHtml(editor, stored) : $importPlainText(stored)),
    };
  });
  const anchor = useRef<HTMLDivElement>(null);

  return (
    <LexicalComposer initialConfig={config}>
      <div ref={anchor} className="rich-text">
        {text.format === 'rich' ? <RichTextToolbar /> : null}
        <InRender definition={definition} id={node.id} props={start} text={text} />
      </div>
      <Session id={node.id} anchor={anchor} definition={definition} props={start} text={text} />
      <HistoryPlugin />
      {text.format === 'rich' ? (
        <>
          <ListPlugin />
          <LinkPlugin />
        </>
      ) : null}
    </LexicalComposer>
  );
}

interface PartProps {
  definition: AnyElementDefinition;
  props: Record<string, unknown>;
  text: TextInPlace;
}

/** The element's Render with the editor in the place of its text, or the editor alone when the Render shows no slot. */
function InRender({ definition, id, props, text }: PartProps & { id: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [marked] = useState(() => withPropPath(props, text.path, text.format === 'rich' ? SLOT_MARKER_HTML : SLOT_MARKER));
  const [slot, setSlot] = useState<RichTextSlot | undefined>(undefined);
  useLayoutEffect(() => setSlot(box.current ? findSlot(box.current) : null), []);
  const Render = definition.Render;
  const editable = (inline: boolean) => {
    const contentEditable = (
      <ContentEditable className={inline ? 'rich-text__content rich-text__content--inline' : 'rich-text__content'} aria-label={`Text of ${definition.label}`} />
    );
    return text.format === 'rich' ? (
      <RichTextPlugin contentEditable={contentEditable} ErrorBoundary={LexicalErrorBoundary} />
    ) : (
      <PlainTextPlugin contentEditable={contentEditable} ErrorBoundary={LexicalErrorBoundary} />
    );
  };
  if (slot === null) return editable(false);
  return (
    <div ref={box} className="rich-text__render">
      <Render id={id} props={marked} mode="canvas" />
      {slot ? createPortal(editable(slot.inline), slot.mount) : null}
    </div>
  );
}

function Session({ id, anchor, definition, props, text }: PartProps & { id: string; anchor: RefObject<HTMLDivElement | null> }) {
  // The plugin's schema sanitises the HTML as it does on every parse; a value it refuses is kept so the save can name it.
  const toPatch = useCallback(
    (value: string) => {
      const edited = withPropPath(props, text.path, value);
      const parsed = definition.props.safeParse(edited);
      const top = text.path[0]!;
      return { [top]: (parsed.success ? (parsed.data as Record<string, unknown>) : edited)[top] };
    },
    [definition, props, text],
  );
  useEditorSession(id, anchor, toPatch, text.format === 'rich' ? { read: exportHtml, endOnEnter: false } : { read: exportPlainText, endOnEnter: true });
  return null;
}
