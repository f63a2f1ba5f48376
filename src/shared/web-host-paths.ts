/** The web host's HTTP surface, shared by the server (src/main/web-host) and the page's HTTP transport. */
export const API_PREFIX = '/api/';
export const EVENTS_PATH = '/api/events';
export const TOKEN_HEADER = 'x-till-token';
/** EventSource cannot set headers: on EVENTS_PATH only, the token may come as this query parameter. */
export const TOKEN_QUERY = 'token';
/** The customer display: its page (the renderer's own route), its stream of views and its one answer, all under its own token. */
export const CUSTOMER_PAGE = '/customer';
export const CUSTOMER_EVENTS_PATH = '/customer/events';
export const CUSTOMER_REPLY_PATH = '/customer/reply';
