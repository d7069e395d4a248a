import { LANDING_STATUSES, type LandingListItem } from '@tessera/core';
import { useState } from 'react';
import { useDismissOnboarding, useOnboarding } from '../../../api/onboarding-api.ts';
import { useWebsites } from '../../../api/websites-api.ts';
import { useSession } from '../../../auth/session-store.ts';
import { Pagination } from '../../../ui/Pagination.tsx';
import { RetryButton } from '../../../ui/RetryButton.tsx';
import { SearchBox } from '../../../ui/SearchBox.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { StatusView } from '../../../ui/StatusView.tsx';
import { CreateWebsiteDialog } from './CreateWebsiteDialog.tsx';
import { DeleteWebsiteDialog } from './DeleteWebsiteDialog.tsx';
import { GettingStarted } from './onboarding/GettingStarted.tsx';
import { WebsiteCard } from './WebsiteCard.tsx';
import { useWebsiteListParams, WEBSITE_SORTS } from './website-list-params.ts';

const PAGE_SIZE = 10;

/** /agency/websites: the agency's websites as cards, with search, sort, status, paging and the website actions. */
export function WebsitesScreen() {
  const { page, search, update, order, status, setFilter } = useWebsiteListParams();
  const websites = useWebsites({ page, perPage: PAGE_SIZE, search, sort: order.sort, desc: order.desc, status });
  const user = useSession((state) => state.user);
  const canCreate = user?.role === 'Agency' || user?.role === 'Admin' || (user?.role === 'AgencyUser' && user.can_create_landing === true);
  const canDelete = user?.role === 'Agency' || user?.role === 'Admin';
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<LandingListItem | null>(null);
  const filtered = Boolean(search || status);
  const onboarding = useOnboarding(user?.role === 'Agency').data;
  const showOnboarding = useDismissOnboarding();
  const unfinished = onboarding ? onboarding.steps.some((step) => !step.done) : false;

  return (
    <div className="screen">
      <header className="screen__header">
        <h1 className="screen__title">Websites</h1>
        {websites.data ? <span className="screen__count">{websites.data.total === 1 ? '1 website' : `${websites.data.total} websites`}</span> : null}
        {onboarding?.dismissed && unfinished ? (
          <button type="button" className="btn btn--ghost" disabled={showOnboarding.isPending} onClick={() => showOnboarding.mutate(false)}>
            Getting started
          </button>
        ) : null}
        {canCreate ? (
          <button type="button" className="btn btn--primary" onClick={() => setCreating(true)}>
            Create website
          </button>
        ) : null}
      </header>
      {onboarding && !onboarding.dismissed ? <GettingStarted onboarding={onboarding} onCreateWebsite={() => setCreating(true)} /> : null}
      <div className="toolbar">
        <SearchBox label="Search websites" value={search} onSearch={(next) => update({ search: next })} />
        <label className="toolbar__label" htmlFor="websites-sort">
          Sort
        </label>
        <select id="websites-sort" className="input" value={order.value} onChange={(event) => setFilter('sort', event.target.value === 'id' ? '' : event.target.value)}>
            {WEBSITE_SORTS.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
        </select>
        <label className="toolbar__label" htmlFor="websites-status">
          Status
        </label>
        <select id="websites-status" className="input" value={status} onChange={(event) => setFilter('status', event.target.value)}>
            <option value="">All</option>
            {LANDING_STATUSES.map((value) => (
              <option key={value} value={value}>
                {value === 'published' ? 'Published' : 'Draft'}
              </option>
            ))}
        </select>
      </div>
      {websites.isPending ? (
        <Spinner label="Loading websites…" />
      ) : websites.error && !websites.data ? (
        <StatusView title="Websites could not be loaded" message={websites.error.message} actions={<RetryButton onClick={websites.refetch} />} />
      ) : websites.data.websites.length === 0 ? (
        filtered ? (
          <StatusView title="No matching websites" message={search ? `Nothing matches “${search}”.` : 'No website has this status.'} />
        ) : (
          <StatusView title="No websites yet" message="Websites you create will be listed here." />
        )
      ) : (
        <>
          <ul className="card-grid">
            {websites.data.websites.map((website) => (
              <WebsiteCard
                key={website.id}
                website={website}
                canCopy={canCreate}
                onDelete={canDelete ? () => setDeleting(website) : undefined}
              />
            ))}
          </ul>
          <Pagination page={page} perPage={PAGE_SIZE} total={websites.data.total} onPage={(next) => update({ page: next })} label="Websites pages" />
        </>
      )}
      {creating ? <CreateWebsiteDialog onClose={() => setCreating(false)} /> : null}
      {deleting ? <DeleteWebsiteDialog website={deleting} onDone={() => setDeleting(null)} /> : null}
    </div>
  );
}
