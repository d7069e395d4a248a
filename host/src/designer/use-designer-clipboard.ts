import { useMemo } from 'react';
import { useSession } from '../auth/session-store.ts';
import { readClipboard, writeClipboard } from './clipboard.ts';
import { useDesignerStore } from './designer-context.tsx';

/**
 * Copy, cut and paste of nodes through the agency's designer clipboard (localStorage, see
 * clipboard.ts): what is copied on one page of the agency pastes on any other, with fresh ids.
 */
export function useDesignerClipboard() {
  const store = useDesignerStore();
  const user = useSession((s) => s.user);
  const agencyKey = user?.agency ? `agency-${user.agency.id}` : user ? `user-${user.id}` : 'anonymous';
  return useMemo(
    () => ({
      copy: () => {
        const nodes = store.getState().copySelection();
        if (nodes.length) writeClipboard(agencyKey, nodes);
        return nodes.length;
      },
      cut: () => {
        const nodes = store.getState().copySelection();
        if (!nodes.length) return 0;
        writeClipboard(agencyKey, nodes);
        store.getState().removeSelection();
        return nodes.length;
      },
      paste: () => {
        const nodes = readClipboard(agencyKey);
        return nodes.length ? store.getState().paste(nodes).length : 0;
      },
    }),
    [store, agencyKey],
  );
}
