import type { StoreId, StoreLink } from '@lumidoc/contract';
import type { ReactNode } from 'react';
import { ContentLink } from '../content/ContentLink.js';
import { useTheme } from '../context.js';
import type { ThemeStringKey } from '../i18n/catalog.js';

/** Simple drawn marks, 24 × 24; the store's name is always written beside them. */
const icon = (children: ReactNode) => (
  <svg className="ld-store-badge__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
    {children}
  </svg>
);

const BADGES: Record<StoreId, { name: string; message: ThemeStringKey; icon: ReactNode }> = {
  'google-play': {
    name: 'Google Play',
    message: 'store.getItOn',
    icon: icon(
      <>
        <path d="M4 2.5 13 12 4 21.5z" fill="#2f8cf2" />
        <path d="M4 2.5 16.3 9.6 13 12z" fill="#2bb673" />
        <path d="M4 21.5 13 12l3.3 2.4z" fill="#ee4a3c" />
        <path d="M16.3 9.6 20.5 12l-4.2 2.4L13 12z" fill="#fcc21b" />
      </>,
    ),
  },
  'app-store': {
    name: 'App Store',
    message: 'store.downloadOn',
    icon: icon(
      <>
        <rect x="2" y="2" width="20" height="20" rx="5" fill="#1a8cf5" />
        <path d="M8 17.5 12 8l4 9.5M9.3 14.5h5.4" fill="none" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      </>,
    ),
  },
  'f-droid': {
    name: 'F-Droid',
    message: 'store.getItOn',
    icon: icon(
      <>
        <path d="m6 4 2 3M18 4l-2 3" stroke="#9ccd3b" strokeWidth="1.6" strokeLinecap="round" />
        <rect x="3" y="7" width="18" height="13" rx="3" fill="#9ccd3b" />
        <circle cx="9" cy="13.5" r="2.2" fill="#fff" />
        <circle cx="15" cy="13.5" r="2.2" fill="#fff" />
      </>,
    ),
  },
  obtainium: {
    name: 'Obtainium',
    message: 'store.installWith',
    icon: icon(
      <>
        <rect x="2" y="2" width="20" height="20" rx="5" fill="#7a5af5" />
        <path d="M12 6v8m-3.5-3.5L12 14l3.5-3.5M7 17.5h10" fill="none" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      </>,
    ),
  },
};

// Splits a translated phrase around the store's name, whatever the word order of the language.
const NAME_MARK = '\u{E000}';

/** Download badges for app stores, labelled in the reader's language ("Get it on Google Play"). */
export function StoreBadges({ links }: { links: readonly StoreLink[] }) {
  const { t } = useTheme();
  return (
    <ul className="ld-store-badges">
      {links.map((link) => {
        const badge = BADGES[link.store];
        const [before = '', after = ''] = t(badge.message, { store: NAME_MARK }).split(NAME_MARK).map((part) => part.trim());
        return (
          <li key={link.store}>
            <ContentLink href={link.href} className={`ld-store-badge ld-store-badge--${link.store}`}>
              {badge.icon}
              <span className="ld-store-badge__text">
                {before && <span className="ld-store-badge__caption">{before}</span>} <span className="ld-store-badge__name">{badge.name}</span>{' '}
                {after && <span className="ld-store-badge__caption">{after}</span>}
              </span>
            </ContentLink>
          </li>
        );
      })}
    </ul>
  );
}
