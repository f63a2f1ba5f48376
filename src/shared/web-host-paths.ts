/** The web host's HTTP surface, shared by the server (src/main/web-host) and the page's HTTP transport. */
export const API_PREFIX = '/api/';
export const EVENTS_PATH = '/api/events';
export const TOKEN_HEADER = 'x-till-token';
/** EventSource cannot set headers: on EVENTS_PATH only, the token may come as this query parameter. */
export const TOKEN_QUERY = 'token';
