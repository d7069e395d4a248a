import { findPath, type Block, type PageDocument, type SectionNode } from '@tessera/core';
import { useId, useState, type FormEvent } from 'react';
import { useAllAdminBlocks, useCreateAdminBlock, useCreateAdminBlocks } from '../../api/admin-blocks-api.ts';
import { previewTokenPaths } from '../../api/previews-api.ts';
import { ConfirmDialog } from '../../ui/Modal.tsx';
import { FormRow } from '../../ui/FormRow.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { useDesigner, useDesignerStore } from '../designer-context.tsx';
import { nodeLabel } from '../node-labels.ts';
import { useElementRegistry } from '../plugins-context.tsx';
import { useAdminBlocks, useAgencyBlocks, useDeleteBlock, useSaveBlock } from './blocks-api.ts';
import { BlockThumbnail } from './BlockThumbnail.tsx';
import '../../styles/blocks.css';

/** The section the selection is in (a section, or a row, column or element of one); null for a popup or nothing. */
function sectionOf(sections: readonly SectionNode[], path: readonly number[] | undefined): SectionNode | null {
  return path ? (sections[path[0]!] ?? null) : null;
}

/**
 * The Blocks tab of the designer's left pane: save the selected section as a block, and insert
 * blocks into the document (copies with fresh node ids, after the selected section or at the
 * end). On a website (`landingId`): the agency's own blocks, to save and delete, and the admins'
 * published ones. Without a website (an admin's document): every admin block, published or not,
 * and the section saved as a new, unpublished admin block.
 */
export function BlocksPanel({ landingId }: { landingId: number | null }) {
  const store = useDesignerStore();
  const section = useDesigner((s) => (s.selectedId ? sectionOf(s.document.sections, findPath(s.document, s.selectedId)) : null));
  const forAdmin = landingId === null;
  const agencyBlocks = useAgencyBlocks(landingId);
  const adminBlocks = useAdminBlocks(!forAdmin);
  const everyAdminBlock = useAllAdminBlocks(forAdmin);
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<Block | null>(null);
  const remove = useDeleteBlock(landingId);
  const saveAgencyBlock = useSaveBlock(landingId);
  const saveAdminBlock = useCreateAdminBlock();
  const saveEverySection = useCreateAdminBlocks();
  const registry = useElementRegistry();
  const sections = useDesigner((s) => s.document.sections);
  const [savedAll, setSavedAll] = useState<string | null>(null);

  const insert = (block: Block) => {
    store.getState().paste(block.design.sections);
  };

  return (
    <div className="blocks-panel" data-testid="blocks-panel">
      <section className="blocks-panel__save">
        {saving && section ? (
          <SaveBlockForm save={forAdmin ? saveAdminBlock : saveAgencyBlock} section={section} onDone={() => setSaving(false)} />
        ) : (
          <>
            <button type="button" className="btn btn--block" disabled={!section} onClick={() => setSaving(true)}>
              Save section as block
            </button>
            <p className="blocks-panel__hint">
              {!section
                ? 'Select a section on the page to save it as a block.'
                : forAdmin
                  ? 'Saves the selected section as an admin block; publish it under Blocks to offer it to every agency.'
                  : 'Saves the selected section to reuse on any page.'}
            </p>
            {forAdmin ? (
              <>
                <button
                  type="button"
                  className="btn btn--block"
                  disabled={sections.length === 0 || saveEverySection.isPending}
                  onClick={() =>
                    saveEverySection.mutate(
                      sections.map((each, index) => ({ name: nodeLabel(each, 'section', index, registry), design: { schemaVersion: 1, sections: [each] } })),
                      { onSuccess: () => setSavedAll(sections.length === 1 ? 'Saved 1 block.' : `Saved ${sections.length} blocks.`) },
                    )
                  }
                >
                  Save every section as blocks
                </button>
                {savedAll ? (
                  <p className="blocks-panel__hint" role="status">
                    {savedAll}
                  </p>
                ) : null}
              </>
            ) : null}
          </>
        )}
      </section>
      {forAdmin ? (
        <BlockList
          title="Admin blocks"
          blocks={everyAdminBlock.data}
          loading={everyAdminBlock.isPending}
          error={everyAdminBlock.error?.message}
          empty="Blocks you save show here."
          tokenPath={previewTokenPaths.adminBlock}
          onInsert={insert}
        />
      ) : (
        <>
          <BlockList
            title="My blocks"
            blocks={agencyBlocks.data}
            loading={agencyBlocks.isPending}
            error={agencyBlocks.error?.message}
            empty="Blocks you save show here."
            tokenPath={previewTokenPaths.agencyBlock}
            onInsert={insert}
            onDelete={setDeleting}
          />
          <BlockList
            title="Ready-made blocks"
            blocks={adminBlocks.data}
            loading={adminBlocks.isPending}
            error={adminBlocks.error?.message}
            empty="No ready-made blocks yet."
            tokenPath={previewTokenPaths.adminBlock}
            onInsert={insert}
          />
        </>
      )}
      {deleting ? (
        <ConfirmDialog
          title="Delete block"
          message={`Delete “${deleting.name}”? Pages that use it keep their copy.`}
          confirmLabel="Delete"
          busy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
        />
      ) : null}
    </div>
  );
}

/** Saving a section as a block: the agency's or the admins' (the part of either mutation the form uses). */
interface SaveBlockMutation {
  mutate(block: { name: string; design: PageDocument }, options: { onSuccess(): void; onError(error: Error): void }): void;
  isPending: boolean;
}

function SaveBlockForm({ save, section, onDone }: { save: SaveBlockMutation; section: SectionNode; onDone(): void }) {
  const id = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError('Give the block a name.');
    save.mutate(
      { name: name.trim(), design: { schemaVersion: 1, sections: [section] } },
      { onSuccess: onDone, onError: (caught) => setError(caught.message) },
    );
  };
  return (
    <form className="blocks-panel__form" onSubmit={submit} aria-label="Save section as block">
      <FormRow id={id} label="Block name" error={error}>
        <input id={id} className="input" value={name} autoFocus onChange={(event) => setName(event.target.value)} aria-invalid={error ? true : undefined} />
      </FormRow>
      <div className="blocks-panel__form-actions">
        <button type="button" className="btn btn--small" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="btn btn--small btn--primary" disabled={save.isPending}>
          Save block
        </button>
      </div>
    </form>
  );
}

interface BlockListProps {
  title: string;
  blocks: readonly Block[] | undefined;
  loading: boolean;
  error: string | undefined;
  empty: string;
  /** The preview-token endpoint a block's thumbnail is drawn from. */
  tokenPath(blockId: number): string;
  onInsert(block: Block): void;
  onDelete?(block: Block): void;
}

function BlockList({ title, blocks, loading, error, empty, tokenPath, onInsert, onDelete }: BlockListProps) {
  return (
    <section className="blocks-panel__list" aria-label={title}>
      <h2>{title}</h2>
      {loading ? <Spinner label="Loading blocks…" /> : null}
      {error ? <p className="blocks-panel__error">{error}</p> : null}
      {blocks && blocks.length === 0 ? <p className="blocks-panel__hint">{empty}</p> : null}
      {blocks && blocks.length > 0 ? (
        <ul>
          {blocks.map((block) => (
            <li key={block.id} className="blocks-panel__item" data-testid="block-item">
              <BlockThumbnail tokenPath={tokenPath(block.id)} name={block.name} />
              <span className="blocks-panel__name">
                {block.name}
                {block.category ? <small>{block.category}</small> : null}
              </span>
              <span className="blocks-panel__actions">
                <button type="button" className="btn btn--small" onClick={() => onInsert(block)} aria-label={`Insert ${block.name}`}>
                  Insert
                </button>
                {onDelete ? (
                  <button type="button" className="btn btn--small btn--danger" onClick={() => onDelete(block)} aria-label={`Delete ${block.name}`}>
                    Delete
                  </button>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
