/** The id of the JSON block in which the server sends the data it rendered a page with. */
export const SSR_STATE_ID = 'ssr-state'
