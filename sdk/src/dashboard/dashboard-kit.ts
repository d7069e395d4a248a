import type { PermissionKey } from '@tessera/core';
import type { ComponentType, InputHTMLAttributes, ReactElement, ReactNode } from 'react';

/** A GET of the v1 API as a screen shows it: loading, then the data or the error; `refetch` tries again. */
export interface AppQuery<T> {
  data: T | undefined;
  error: Error | null;
  isPending: boolean;
  refetch(): unknown;
}

/** An item of a website's dated content (a post, an episode) as content lists show it. */
export interface ContentListItem {
  id: number;
  title: string;
  unique_name: string;
  published_at: string | null;
}

export interface ContentListHeaderProps {
  /** "Episodes": the screen's title, "… of <website>" once the website is known. */
  title: string;
  /** The item's name, one and many, for the count. */
  noun: readonly [string, string];
  total: number | undefined;
  /** Where the list is published on the site ("/episodes"): a "View episodes" link. */
  sitePath: string;
  create: { to: string; label: string; permission: PermissionKey };
  search: string;
  onSearch(search: string): void;
}

export interface ContentListTableProps<T extends ContentListItem> {
  list: AppQuery<{ data: T[]; meta: { total: number } }>;
  /** Singular and plural of what is listed ("episode", "episodes"). */
  noun: readonly [string, string];
  /** Where the items are on the site ("/episodes"). */
  basePath: string;
  search: string;
  emptyMessage: string;
  page: number;
  perPage: number;
  onPage(page: number): void;
  status(item: T): ReactNode;
  actions(item: T): ReactNode;
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'> {
  id: string;
  label: string;
  value: string;
  onValue(value: string): void;
  error?: string | undefined;
  hint?: ReactNode;
}

export interface QueryViewProps<T> {
  /** What `useQuery` answered. */
  query: { isPending: boolean; error: Error | null; data: T | undefined; refetch(): unknown };
  /** The spinner's label while loading. */
  loading: string;
  /** The title shown when loading failed (with the error and a retry button). */
  failed: string;
  /** The title shown instead when the server answers 404: nothing to retry. */
  notFound?: string;
  /** The notice shown when the data holds nothing to list. */
  empty?: { when(data: T): boolean; title: string; message?: ReactNode };
  children(data: T): ReactNode;
}

/** One result of a vendor search (a business, a channel, a show) as `SearchToAdd` lists it. */
export interface FoundItem {
  /** Unique among the results; what `onAdd` is handed (the vendor's id of the item). */
  key: string;
  name: string;
  image?: string | undefined;
  /** A line under the name: an address, an author, a rating. */
  details?: ReactNode;
}

export interface SearchToAddProps {
  /** The search form's name for assistive technology, e.g. "Find a channel". */
  formLabel: string;
  /** The search field; its error is a refused search's or a refused add's (a 422). */
  field: { id: string; label: string; error?: string | undefined };
  busy: boolean;
  /** Called with the trimmed term when the user searches. */
  onSearch(term: string): void;
  /** What the last search found, or null before the first one. */
  found: readonly FoundItem[] | null;
  /** Offered under "Suggestions" until the first search (an install's demo channel without a vendor key); none when left out. */
  suggested?: readonly FoundItem[] | undefined;
  /** The results list's name, e.g. "Channels found". */
  foundLabel: string;
  /** The notice when a search found nothing, e.g. "No channels found" and a message naming the term. */
  nothingFound: { title: string; message(term: string): string };
  onAdd(key: string): void;
}

export interface ShownItemCardProps {
  name: string;
  image?: string;
  /** A line under the name: counts, an address, a rating. */
  details: ReactNode;
  /** The agency's websites to choose from, and those that show the item now. */
  websites: readonly { id: number; title: string }[];
  landingIds: readonly number[];
  busy: boolean;
  /** The refresh button's words, e.g. "Refresh videos". */
  refreshLabel: string;
  /** The confirmation's button, e.g. "Remove channel" (its title asks it as a question). */
  removeLabel: string;
  /** What removing does, after the item's name: "leaves your channels, and its galleries show nothing." */
  removeMessage: ReactNode;
  onSaveWebsites(landingIds: number[]): void;
  onRefresh(): void;
  onRemove(): void;
}

/**
 * The dashboard's own parts, so an app's screens look, read and behave like the platform's
 * (the same styles, focus order, announcements and permission stand-ins).
 */
export interface DashboardKit {
  /** An input with its label, and its error (tied by aria-describedby) or hint under it. */
  TextField: ComponentType<TextFieldProps>;
  /** Any control with its label and error; the error's id is `${id}-error`. */
  FormRow: ComponentType<{ id: string; label: string; error?: string | undefined; hint?: ReactNode; children: ReactNode }>;
  Spinner: ComponentType<{ label?: string }>;
  /** A centred notice for empty and failed states. */
  StatusView: ComponentType<{ title: string; message?: ReactNode; actions?: ReactNode }>;
  RetryButton: ComponentType<{ onClick(): unknown }>;
  /**
   * A dialog holding a form: its fields as children, Cancel and the submit button under them.
   * Submitting (the button or Enter) calls `onSubmit`; Escape and Cancel call `onClose`.
   */
  FormDialog: ComponentType<{ title: string; submitLabel: string; busy?: boolean; onSubmit(): void; onClose(): void; children: ReactNode }>;
  /** Asks before a destructive action; Cancel has the focus first. */
  ConfirmDialog: ComponentType<{ title: string; message: ReactNode; confirmLabel: string; busy?: boolean; onConfirm(): void; onCancel(): void }>;
  /**
   * Its one child (a button or link) when the user holds `permission` on the screen's website,
   * else a disabled stand-in that says which permission is missing.
   */
  PermissionGate: ComponentType<{ permission: PermissionKey; children: ReactElement<{ className?: string; children?: ReactNode }> }>;
  /** A hook: whether the user holds `permission` on the screen's website (always, outside one), for an action that is hidden rather than disabled. */
  usePermission(permission: PermissionKey): boolean;
  /**
   * The agency's websites as checkboxes under a legend, for choosing which show something of
   * the app (a channel, a place); `chosen` holds the ticked ids in the order they were ticked.
   */
  WebsiteChoice: ComponentType<{ legend: string; websites: readonly { id: number; title: string }[]; chosen: readonly number[]; onChange(chosen: number[]): void }>;
  /** One query's states: a spinner, a failure with a retry, a not-found or empty notice, else `children(data)`. */
  QueryView: <T>(props: QueryViewProps<T>) => ReactNode;
  /**
   * A vendor search to add items from (a business on the map service, a channel, a show): the
   * field and its Search button, then the results, each with an Add button.
   */
  SearchToAdd: ComponentType<SearchToAddProps>;
  /**
   * One of the agency's items that websites show (a channel, a place, a podcast), as an entry
   * of a list (`<ul>`): its name and details, the websites to choose with Save, Refresh, and
   * Remove asked first in a dialog.
   */
  ShownItemCard: ComponentType<ShownItemCardProps>;
  /** A list screen's header for the website's dated content: back to pages, count, the list on the site, create, search. */
  ContentListHeader: ComponentType<ContentListHeaderProps>;
  /** Title and address, status, publication date and actions per item, with loading, error, empty states and pages. */
  ContentListTable: <T extends ContentListItem>(props: ContentListTableProps<T>) => ReactNode;
  /** A designed document's state, as the website's pages show theirs: Draft, Published, or Published with saved changes not on the site yet. */
  PublishStatus: ComponentType<{ item: { version: number; published_version: number | null } }>;
  /**
   * A small button that copies the address `link()` answers (asked on each click, e.g. a share
   * link from the server) and says 'Copied' in a toast, as the websites' Share link does.
   */
  CopyLinkButton: ComponentType<{ link(): Promise<string>; 'aria-label': string; children: ReactNode }>;
  /**
   * An item's Share button (a website's, page's or blog post's): its dialog has the "Share by link"
   * switch (off until switched on), the link only while on, and "New link", which retires the old one.
   */
  ShareByLinkButton: ComponentType<ShareByLinkProps>;
}

/** The item's share routes: GET `stateUrl` answers its share state; PUT `sharingUrl` switches it, POST `${sharingUrl}/rotate` makes a new id. */
export interface ShareByLinkProps {
  /** The item's title, in the button's and dialog's names. */
  name: string;
  stateUrl: string;
  sharingUrl: string;
  /** The address another agency opens to import a copy, made from the share id. */
  link(uniqueId: string): string;
}
