import type { Breadcrumb } from '@lumidoc/content-pipeline';
import { useTheme } from '../context.js';

/**
 * Home, then each category, then the page itself (not a link). A label written in another
 * language (a page shown from a fallback locale) carries its `lang`.
 */
export function Breadcrumbs({ items }: { items: readonly Breadcrumb[] }) {
  const { t, Link, localizePath } = useTheme();
  return (
    <nav className="ld-breadcrumbs" aria-label={t('breadcrumbs.label')}>
      <ol>
        <li>
          <Link href={localizePath('/')}>{t('breadcrumbs.home')}</Link>
        </li>
        {items.map((item, i) => (
          <li key={i}>
            {item.route && i < items.length - 1 ? (
              <Link href={item.route}>{item.lang ? <span lang={item.lang}>{item.label}</span> : item.label}</Link>
            ) : (
              <span aria-current={i === items.length - 1 ? 'page' : undefined} lang={item.lang}>
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
