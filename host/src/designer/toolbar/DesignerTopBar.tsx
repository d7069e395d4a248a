import type { BrandKit } from '@tessera/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useDesigner, useDesignerStore } from '../designer-context.tsx';
import { selectCanRedo, selectCanUndo } from '../designer-state.ts';
import type { SaveStatus } from '../save/save-status.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { ZoomControl } from '../zoom/ZoomControl.tsx';
import { DeviceToggle } from './DeviceToggle.tsx';
import { PublishIssuesButton } from './PublishIssuesButton.tsx';
import { PublishMenu } from './PublishMenu.tsx';
import { SaveStatusText } from './SaveStatusText.tsx';

interface DesignerTopBarProps {
  back: { to: string; label: string };
  title: string;
  /** Said beside the title ("Sandbox"). */
  badge?: string | undefined;
  siteUrl: string | null;
  status: SaveStatus;
  working: boolean;
  onSave: () => void;
  /** Left out for documents that are not published (no Publish button). */
  onPublish?: (() => void) | undefined;
  /** A page of a website: Publish gets a caret offering Publish page or Publish site. */
  onPublishSite?: (() => void) | undefined;
  /** A page of a website: opens the publish dialog at the page's accessibility problems, counted beside Publish. */
  onShowAccessibility?: (() => void) | undefined;
  /** The website's brand kit, which colours left to it take in the accessibility check. */
  brandKit?: BrandKit | null | undefined;
  onShowShortcuts: () => void;
  /** More buttons beside Save. */
  actions?: ReactNode;
}

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const MOD = isMac ? '⌘' : 'Ctrl+';

export function DesignerTopBar({ back, title, badge, siteUrl, status, working, onSave, onPublish, onPublishSite, onShowAccessibility, brandKit = null, onShowShortcuts, actions }: DesignerTopBarProps) {
  const publishDisabled = working || status.kind === 'conflict';
  const store = useDesignerStore();
  const canUndo = useDesigner(selectCanUndo);
  const canRedo = useDesigner(selectCanRedo);
  return (
    <header className="designer-top-bar">
      <div className="designer-top-bar__start">
        <Link className="btn btn--ghost" to={back.to}>
          {back.label}
        </Link>
        <div className="designer-top-bar__where">
          <h1 className="designer-top-bar__title">
            {title}
            {badge ? <span className="designer-top-bar__badge">{badge}</span> : null}
          </h1>
          <Breadcrumbs />
        </div>
      </div>
      <div className="designer-top-bar__history">
        <button type="button" className="btn btn--ghost" onClick={() => store.getState().undo()} disabled={!canUndo} title={`Undo (${MOD}Z)`}>
          Undo
        </button>
        <button type="button" className="btn btn--ghost" onClick={() => store.getState().redo()} disabled={!canRedo} title={`Redo (Shift+${MOD}Z)`}>
          Redo
        </button>
        <DeviceToggle />
        <ZoomControl />
        <button type="button" className="btn btn--ghost btn--icon" onClick={onShowShortcuts} aria-label="Keyboard shortcuts" title="Keyboard shortcuts (?)">
          ?
        </button>
      </div>
      <div className="designer-top-bar__end">
        <SaveStatusText status={status} />
        {siteUrl ? (
          <a className="btn btn--ghost" href={siteUrl} target="_blank" rel="noopener noreferrer">
            View site
          </a>
        ) : null}
        <button type="button" className="btn" onClick={onSave} disabled={working || status.kind === 'conflict'} title={`Save (${MOD}S)`}>
          Save
        </button>
        {actions}
        {onPublish && onPublishSite ? (
          <div className="publish-split">
            <button type="button" className="btn btn--primary" onClick={onPublish} disabled={publishDisabled}>
              Publish
            </button>
            {onShowAccessibility ? <PublishIssuesButton onClick={onShowAccessibility} disabled={publishDisabled} brandKit={brandKit} /> : null}
            <PublishMenu disabled={publishDisabled} onPublishPage={onPublish} onPublishSite={onPublishSite} />
          </div>
        ) : onPublish ? (
          <button type="button" className="btn btn--primary" onClick={onPublish} disabled={publishDisabled}>
            Publish
          </button>
        ) : null}
      </div>
    </header>
  );
}
