import { ContentLink } from '../content/ContentLink.js';

/** One call to action. */
export interface Action {
  label: string;
  /** A localized route, an in-page anchor (`#download`) or an external URL (opens in a new tab). */
  href: string;
  /** The primary action stands out; there should be one per group. */
  variant?: 'primary' | 'secondary';
}

export interface ActionButtonsProps {
  actions: readonly Action[];
  /** Language of the labels when it differs from the page's (a fallback page). */
  lang?: string | undefined;
  className?: string;
}

/** A row of large link buttons that wraps on narrow screens. */
export function ActionButtons({ actions, lang, className }: ActionButtonsProps) {
  return (
    <div className={className ? `ld-actions ${className}` : 'ld-actions'}>
      {actions.map((action) => (
        <ContentLink key={action.href} href={action.href} className={`ld-button ld-button--large${action.variant === 'primary' ? ' ld-button--primary' : ''}`}>
          <span lang={lang}>{action.label}</span>
        </ContentLink>
      ))}
    </div>
  );
}
