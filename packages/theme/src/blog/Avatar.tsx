/** Whether an image is served by the site itself (or inline), so showing it contacts no other host. */
const isOwnImage = (src: string) => src.startsWith('/') || src.startsWith('data:image/');

/** Up to two initials of a name, for the avatar of an author without an image of the site's own. */
const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]!.toUpperCase())
    .join('');

/**
 * A decorative author avatar (the name is always written beside it). Images on other hosts are
 * shown as initials instead: a reader's browser then makes no request to a third party, which
 * keeps the blog private and working offline; JSON-LD and `og:image` still name the original.
 */
export function Avatar({ name, src, size }: { name: string; src?: string | undefined; size: number }) {
  if (src && isOwnImage(src)) return <img className="ld-avatar" src={src} alt="" width={size} height={size} loading="lazy" decoding="async" />;
  return (
    <span className="ld-avatar ld-avatar--initials" aria-hidden="true" style={{ width: size, height: size, fontSize: size * 0.4 }}>
      {initialsOf(name)}
    </span>
  );
}
