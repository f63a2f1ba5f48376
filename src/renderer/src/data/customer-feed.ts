/**
 * The customer display's one connection to the till: the views main pushes, and the customer's answer. In the
 * desktop app the display window's own preload offers it (`window.customerDisplay`); in a browser, the web
 * host's /customer/* with the display's token from the page address. Never the till's bridge: the display
 * cannot call the core, and the till's token is never in its page.
 */
import type { CustomerReply, CustomerView } from '@shared/contract';
import { CUSTOMER_EVENTS_PATH, CUSTOMER_REPLY_PATH, TOKEN_HEADER, TOKEN_QUERY } from '@shared/web-host-paths';
import { findAccessToken } from './bridge/access-token';

export type FeedState = 'connecting' | 'open' | 'lost';

export interface CustomerFeed {
  /** Every view, newest last (an older one arriving late is dropped); and the connection's state. */
  watch(onView: (view: CustomerView) => void, onState: (state: FeedState) => void): () => void;
  reply(reply: CustomerReply): void;
}

/** What the display window's preload exposes in the desktop app. */
interface DesktopDisplay {
  onView(listener: (view: CustomerView) => void): () => void;
  reply(reply: CustomerReply): void;
}

const TOKEN_KEY = 'till.customer-token';

export function connectCustomerFeed(): CustomerFeed | null {
  const desktop = (window as { customerDisplay?: DesktopDisplay }).customerDisplay;
  if (desktop) {
    return {
      watch(onView, onState) {
        onState('open');
        return desktop.onView(newestOnly(onView));
      },
      reply: (reply) => desktop.reply(reply),
    };
  }
  // Kept for this tab only: a reload of the display window keeps working, the address bar no longer shows it.
  const found = findAccessToken(window.location.hash, window.sessionStorage.getItem(TOKEN_KEY));
  if (found.fromFragment && found.token) {
    window.sessionStorage.setItem(TOKEN_KEY, found.token);
    window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}`);
  }
  const token = found.token;
  return token ? httpFeed(token) : null;
}

/** Views carry a growing number; a till restarted counts from the start again, so a new connection resets it. */
function newestOnly(onView: (view: CustomerView) => void): (view: CustomerView) => void {
  let last = -1;
  return (view) => {
    if (view.seq <= last) return;
    last = view.seq;
    onView(view);
  };
}

function httpFeed(token: string): CustomerFeed {
  return {
    watch(onView, onState) {
      let deliver = newestOnly(onView);
      onState('connecting');
      // EventSource reconnects by itself (the web host asks for 2 s); each connection begins with the present view.
      const source = new EventSource(`${CUSTOMER_EVENTS_PATH}?${TOKEN_QUERY}=${encodeURIComponent(token)}`);
      source.onopen = () => {
        deliver = newestOnly(onView);
        onState('open');
      };
      source.onerror = () => onState('lost');
      source.addEventListener('customer.view', (message) => deliver(JSON.parse(message.data) as CustomerView));
      return () => source.close();
    },
    reply(reply) {
      // The answer's effect comes back as the next view; a lost one leaves the question on screen, to press again.
      void fetch(CUSTOMER_REPLY_PATH, { method: 'POST', headers: { 'content-type': 'application/json', [TOKEN_HEADER]: token }, body: JSON.stringify(reply) }).catch(() => undefined);
    },
  };
}
