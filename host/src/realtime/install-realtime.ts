import type { QueryClient } from '@tanstack/react-query';
import type { RealtimeEvent } from '@tessera/core';
import { toast } from '../ui/toasts.tsx';
import { queryKeys } from '../api/query-keys.ts';
import { useSession } from '../auth/session-store.ts';
import { connectRealtime, onRealtimeEvent } from './realtime-connection.ts';

/** What the dashboard does with an event wherever the user is: refresh what it changed and say so. */
export function reactToRealtimeEvent(event: RealtimeEvent, queryClient: QueryClient): void {
  switch (event.type) {
    case 'card.transfer-requested':
      void queryClient.invalidateQueries({ queryKey: queryKeys.myCards });
      toast.info(`${event.from} asks you to take the card “${event.card_name}”. Confirm or decline it under your cards.`);
      return;
    case 'backup.restored':
      void queryClient.invalidateQueries({ queryKey: ['landings', event.landing_id] });
      toast.info(`${event.restored_by} restored a website from a backup: its pages are as the backup kept them.`);
      return;
    case 'import.finished':
      void queryClient.invalidateQueries({ queryKey: queryKeys.landings });
      toast.info(`${event.imported_by} imported ${event.pages_created === 1 ? 'a page' : `${event.pages_created} pages`} from WordPress into a website.`);
      return;
    case 'image.ready':
      if (event.landing_id !== null) void queryClient.invalidateQueries({ queryKey: queryKeys.fileLists(event.landing_id) });
      toast.info('Your AI image is ready in the media library.');
      return;
    case 'subscription.changed':
      // What the agency may do (the blocked state, its plan's features) follows its subscription.
      void queryClient.invalidateQueries();
      toast.info(`Your subscription changed: it is now ${event.status.replaceAll('_', ' ')}.`);
      return;
    case 'site.published':
      // The website's "Publishing n pages…" state ends: its list entry and screens ask again.
      void queryClient.invalidateQueries({ queryKey: queryKeys.landings });
      return;
    case 'page.saved':
      // An open designer of that page shows the conflict banner itself (useDocumentSaving).
      return;
  }
}

/** The signed-in tab's realtime connection for the app's whole life: one per session token, none signed out. */
export function installRealtime(queryClient: QueryClient): void {
  connectRealtime(useSession.getState().token);
  useSession.subscribe((state) => connectRealtime(state.token));
  onRealtimeEvent((event) => reactToRealtimeEvent(event, queryClient));
}
