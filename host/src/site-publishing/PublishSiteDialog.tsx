import type { Page, SitePagePublish, UnpublishedLink } from '@tessera/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { fetchPages, usePages } from '../api/pages-api.ts';
import { queryKeys } from '../api/query-keys.ts';
import { Modal } from '../ui/Modal.tsx';
import { AccessibilityProblems, type AccessibilityReport } from './AccessibilityProblems.tsx';
import { pagesToPublish, runSitePublish, type SitePublishProgress } from './site-publish-run.ts';
import '../styles/site-publishing.css';

interface PublishSiteDialogProps {
  landingId: number;
  /**
   * Set when the designer's Publish asked first because the page links to unpublished pages:
   * the dialog offers to publish the page alone as well.
   */
  page?: { links: readonly UnpublishedLink[]; publish(): void };
  /** The designer's accessibility check of the open page, listed before anything goes live. */
  accessibility?: AccessibilityReport | undefined;
  /** Runs before the pages are read and published (the designer saves the open page); false stops. */
  prepare?: () => Promise<boolean>;
  onClose(): void;
}

const pathOf = (page: Pick<Page, 'unique_name' | 'is_home'>) => (page.is_home ? '/' : `/${page.unique_name}`);

/**
 * Publish site, in the designer and on the Pages screen alike: what will go live (the pages with
 * unpublished changes), then how far it is, then each page's outcome with its live address.
 */
export function PublishSiteDialog({ landingId, page, accessibility, prepare, onClose }: PublishSiteDialogProps) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<SitePublishProgress | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const pages = usePages(landingId);
  const due = pages.data ? pagesToPublish(pages.data) : null;
  const running = progress?.kind === 'publishing';
  // Publish opened the dialog for the accessibility advice alone: it is about this page, not the site.
  const pageOnly = page !== undefined && page.links.length === 0;

  const publish = async () => {
    setFailure(null);
    if (prepare && !(await prepare())) {
      setFailure('The page could not be saved, so nothing was published. Save it, then try again.');
      return;
    }
    const fresh = pagesToPublish(await queryClient.fetchQuery({ queryKey: queryKeys.pages(landingId), queryFn: ({ signal }) => fetchPages(landingId, signal), staleTime: 0 }));
    const results = await runSitePublish(landingId, fresh, setProgress);
    setProgress({ kind: 'done', results, unchanged: fresh.length === 0 });
    await queryClient.invalidateQueries({ queryKey: queryKeys.pages(landingId), exact: true });
  };

  const footer =
    progress?.kind === 'done' ? (
      <button type="button" className="btn btn--primary" onClick={onClose}>
        Done
      </button>
    ) : (
      <>
        <button type="button" className="btn" onClick={onClose} disabled={running}>
          Cancel
        </button>
        {page ? (
          <button
            type="button"
            className={pageOnly ? 'btn btn--primary' : 'btn'}
            disabled={running}
            onClick={() => {
              onClose();
              page.publish();
            }}
          >
            {pageOnly ? 'Publish page' : 'Publish this page only'}
          </button>
        ) : null}
        {pageOnly ? null : (
          <button type="button" className="btn btn--primary" disabled={running || !due} aria-busy={running} onClick={() => void publish()}>
            Publish site
          </button>
        )}
      </>
    );

  return (
    <Modal title={page ? 'Publish this page?' : 'Publish site'} onClose={running ? () => {} : onClose} footer={footer}>
      {accessibility && progress === null ? <AccessibilityProblems {...accessibility} /> : null}
      {page && page.links.length > 0 && progress === null ? <UnpublishedLinks links={page.links} /> : null}
      {progress === null && !pageOnly ? due ? <DuePages due={due} /> : <p className="modal__text">Reading the website’s pages…</p> : null}
      {progress?.kind === 'publishing' ? (
        <div className="site-publish__progress" role="status">
          <p className="modal__text">
            Publishing {progress.done + 1} of {progress.total}: {progress.current}…
          </p>
          <progress max={progress.total} value={progress.done} aria-label="Pages published so far" />
        </div>
      ) : null}
      {progress?.kind === 'done' ? <Results results={progress.results} unchanged={progress.unchanged} /> : null}
      {failure ? (
        <p className="notice notice--warning" role="alert">
          {failure}
        </p>
      ) : null}
    </Modal>
  );
}

function UnpublishedLinks({ links }: { links: readonly UnpublishedLink[] }) {
  return (
    <section className="notice notice--warning site-publish__links" aria-labelledby="site-publish-links">
      <h3 id="site-publish-links" className="site-publish__heading">
        Menu links to unpublished pages
      </h3>
      <p>Published alone, this page links to pages that answer “page not found” until they are published:</p>
      <ul>
        {links.map((link) => (
          <li key={`${link.label}-${link.page.id}`}>
            “{link.label}” → {link.page.name} ({pathOf(link.page)})
          </li>
        ))}
      </ul>
    </section>
  );
}

function DuePages({ due }: { due: readonly Page[] }) {
  if (due.length === 0) return <p className="modal__text">Every page is live as it is: there is nothing to publish.</p>;
  return (
    <>
      <p className="modal__text">{due.length === 1 ? 'This page goes live:' : `These ${due.length} pages go live:`}</p>
      <ul className="site-publish__list" aria-label="Pages to publish">
        {due.map((entry) => (
          <li key={entry.id}>
            <span className="site-publish__name">{entry.name}</span> <span className="site-publish__path">{pathOf(entry)}</span>
            <span className="status-pill status-pill--draft">{entry.published_version === null ? 'Never published' : 'Changed since published'}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

function Results({ results, unchanged }: { results: readonly SitePagePublish[]; unchanged: boolean }) {
  if (unchanged) return <p className="modal__text">Every page was already live as it is.</p>;
  const published = results.filter((result) => result.status === 'published').length;
  return (
    <>
      <p className="modal__text" role="status">
        {published === results.length ? `${published} of ${results.length} pages published.` : `${published} of ${results.length} pages published; ${results.length - published} could not be.`}
      </p>
      <ul className="site-publish__list" aria-label="Publish results">
        {results.map((result) => (
          <li key={result.page_id} className={result.status === 'failed' ? 'site-publish__failed' : undefined}>
            <span className="site-publish__name">{result.name}</span>{' '}
            {result.status === 'published' ? (
              <>
                <span className="status-pill status-pill--published">Published</span>{' '}
                <a href={result.url} target="_blank" rel="noopener noreferrer" aria-label={`View ${result.name} live`}>
                  {new URL(result.url).pathname}
                </a>
                {result.left_out.length > 0 ? (
                  <span className="site-publish__left-out">
                    {result.left_out.length === 1 ? 'One element was' : `${result.left_out.length} elements were`} left out: {result.left_out.map((element) => `${element.element_id} (${element.message})`).join('; ')}
                  </span>
                ) : null}
              </>
            ) : (
              <>
                <span className="status-pill site-publish__failed-pill">Failed</span> <span>{result.message}</span>
              </>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
