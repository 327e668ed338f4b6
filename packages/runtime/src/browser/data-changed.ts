/**
 * The window event a development server's client dispatches (cancelable, `detail: { routes }`)
 * when pages' data changed on the server; a hydrated site cancels it and loads their data again.
 */
export const DATA_CHANGED_EVENT = 'lumidoc:data-changed';
