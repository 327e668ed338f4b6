import { useTheme } from '../context.js';
import { ContentLink } from '../content/ContentLink.js';
import { linkLabel } from './link-label.js';

export interface EntryLinkProps {
  /** External URL or localized route. */
  href: string;
  /** Id of the entry's title, which the link belongs to (read out as its description). */
  describedBy?: string | undefined;
}

/** The link of a timeline entry or cursed-knowledge item, with a short label that says where it goes. */
export function EntryLink({ href, describedBy }: EntryLinkProps) {
  const { t } = useTheme();
  const label = linkLabel(href);
  const text = label.type === 'release' ? t('roadmap.release', { tag: label.tag }) : label.type === 'internal' ? t('pages.readMore') : label.text;
  return (
    <ContentLink href={href} className="ld-entry-link" {...(describedBy ? { 'aria-describedby': describedBy } : {})}>
      {text}
    </ContentLink>
  );
}
