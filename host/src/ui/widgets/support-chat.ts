import type { SupportChat } from '@tessera/core';

/** What the providers' scripts read from and add to the page. */
declare global {
  interface Window {
    $crisp?: unknown[][];
    CRISP_WEBSITE_ID?: string;
    Tawk_API?: { hideWidget?(): void; showWidget?(): void; onLoad?(): void };
  }
}

let loaded: SupportChat['provider'] | null = null;
let wanted = true;

function applyVisibility(provider: SupportChat['provider']): void {
  if (provider === 'crisp') window.$crisp?.push(['do', wanted ? 'chat:show' : 'chat:hide']);
  else if (wanted) window.Tawk_API?.showWidget?.();
  else window.Tawk_API?.hideWidget?.();
}

/**
 * Loads the provider's widget once per page and shows it. The page keeps the script after the
 * user moves on to a designer or a card screen (scripts cannot be unloaded), so `hideSupportChat`
 * hides the widget through the provider's own API there.
 */
export function showSupportChat(chat: SupportChat): void {
  wanted = true;
  if (loaded) {
    applyVisibility(loaded);
    return;
  }
  loaded = chat.provider;
  if (chat.provider === 'crisp') {
    window.$crisp = [];
    window.CRISP_WEBSITE_ID = chat.account_id;
  } else {
    // The widget may finish loading after the user has already left for a designer.
    window.Tawk_API = { ...window.Tawk_API, onLoad: () => applyVisibility('tawk') };
  }
  const script = document.createElement('script');
  script.src = chat.script_url;
  script.async = true;
  script.dataset.supportChat = chat.provider;
  document.head.appendChild(script);
}

export function hideSupportChat(): void {
  wanted = false;
  if (loaded) applyVisibility(loaded);
}
