/** How a link of a timeline entry or cursed-knowledge item is labelled. */
export type LinkLabel =
  /** A release page: shown as "Release <tag>" in the reader's language. */
  | { type: 'release'; tag: string }
  /** Anything else outside the site: a short text naming the target. */
  | { type: 'text'; text: string }
  /** A page of this site: "Read more". */
  | { type: 'internal' };

const RELEASE = /^https:\/\/github\.com\/[^/]+\/[^/]+\/releases\/tag\/([^/?#]+)$/;
const THREAD = /^https:\/\/github\.com\/([^/]+\/[^/]+)\/(?:pull|issues|discussions)\/(\d+)/;

/**
 * A short, distinct label for a link, so a list of them reads well and no two links of a list
 * share a name: `Release v1.113.0`, `immich-app/immich#12812`, or the host name.
 */
export function linkLabel(href: string): LinkLabel {
  if (href.startsWith('/')) return { type: 'internal' };
  const release = RELEASE.exec(href);
  if (release) return { type: 'release', tag: decodeURIComponent(release[1]!) };
  const thread = THREAD.exec(href);
  if (thread) return { type: 'text', text: `${thread[1]}#${thread[2]}` };
  try {
    return { type: 'text', text: new URL(href).hostname };
  } catch {
    return { type: 'text', text: href };
  }
}
