const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** Whether a URL points off the site (`https:`, `mailto:`, `data:`, `//host`): nothing to resolve or check. */
export const isExternalUrl = (url: string): boolean => EXTERNAL.test(url);

const REMOTE = /^(?:https?:)?\/\//i;

/** Whether an image URL loads from another host (`https://`, `http://`, `//host`). */
export const isRemoteUrl = (url: string): boolean => REMOTE.test(url);
