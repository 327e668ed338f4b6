import type { BlogAuthor } from '@lumidoc/contract';
import { useTheme } from '../context.js';
import { Avatar } from './Avatar.js';

/** Display names of the platforms authors link to; any other platform shows its key. */
const PLATFORMS: Record<string, string> = {
  github: 'GitHub',
  x: 'X',
  twitter: 'X',
  linkedin: 'LinkedIn',
  bluesky: 'Bluesky',
  mastodon: 'Mastodon',
  instagram: 'Instagram',
  threads: 'Threads',
  youtube: 'YouTube',
};

export interface AuthorBadgeProps {
  author: BlogAuthor;
  /** Also list the author's profile links (author pages and the authors list). */
  withSocials?: boolean;
  /** A label under the name, such as the number of posts. */
  note?: string;
}

/**
 * An author: avatar, name linking to their page, title, and optionally their profiles.
 */
export function AuthorBadge({ author, withSocials = false, note }: AuthorBadgeProps) {
  const { Link, t } = useTheme();
  const socials = withSocials ? Object.entries(author.socials ?? {}) : [];
  return (
    <div className="ld-author">
      <Avatar name={author.name} src={author.imageUrl} size={48} />
      <div className="ld-author__text">
        <Link href={author.route} className="ld-author__name">
          {author.name}
        </Link>
        {author.title && <span className="ld-author__title">{author.title}</span>}
        {note && <span className="ld-author__note">{note}</span>}
        {socials.length > 0 && (
          <ul className="ld-author__socials">
            {socials.map(([platform, url]) => (
              <li key={platform}>
                <a href={url} target="_blank" rel="noopener noreferrer me">
                  {PLATFORMS[platform] ?? platform}
                  <span className="ld-sr-only">{` ${t('navbar.external')}`}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
