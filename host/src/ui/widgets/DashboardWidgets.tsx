import { HELP_VIDEO_SCREENS, type HelpVideo } from '@tessera/core';
import { useEffect, useState } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { markPromoSeen, useUserWidgets } from '../../api/widgets-api.ts';
import { useSession } from '../../auth/session-store.ts';
import { HelpVideoButton } from './HelpVideoButton.tsx';
import { PromoModal } from './PromoModal.tsx';
import { hideSupportChat, showSupportChat } from './support-chat.ts';

/** Card screens show no widgets (spec §1): the cards list, the card builder and transfers. */
const isCardScreen = (pathname: string) => /^\/agency\/(websites\/[^/]+\/cards?(\/|$)|card\/)/.test(pathname);

function helpVideoOf(videos: readonly HelpVideo[], pathname: string): HelpVideo | undefined {
  return videos.find((video) => matchPath({ path: `/agency/${HELP_VIDEO_SCREENS[video.screen].path}`, end: true }, pathname));
}

/**
 * The admin's widgets on an agency owner's dashboard screens: the promo once, the screen's help
 * video, and the support chat. The main layout holds this, so designers, which have their own
 * full-screen layout, never show them; card screens are left out here. The server answers other
 * roles with no widgets at all, so an agency sub-user never loads a chat script.
 */
export function DashboardWidgets() {
  const role = useSession((s) => s.user?.role);
  const { pathname } = useLocation();
  const widgets = useUserWidgets(role === 'Agency');
  const [promoClosed, setPromoClosed] = useState(false);
  const onCardScreen = isCardScreen(pathname);
  const promo = widgets.data?.promo;
  const chat = widgets.data?.support_chat;

  useEffect(() => {
    if (promo) void markPromoSeen(promo.id).catch(() => undefined);
  }, [promo]);

  useEffect(() => {
    if (!chat || onCardScreen) return;
    showSupportChat(chat);
    return hideSupportChat;
  }, [chat, onCardScreen]);

  if (role !== 'Agency' || !widgets.data || onCardScreen) return null;
  const video = helpVideoOf(widgets.data.help_videos, pathname);
  return (
    <>
      {promo && !promoClosed ? <PromoModal promo={promo} onClose={() => setPromoClosed(true)} /> : null}
      {video ? <HelpVideoButton video={video} /> : null}
    </>
  );
}
