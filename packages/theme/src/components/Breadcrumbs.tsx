import type { Breadcrumb } from '@lumidoc/contract';
import { useTheme } from '../context.js';
import type { ComponentProps } from 'react';
import { overridable } from '../overridable.js';

/**
 * Home, then each category, then the page itself (not a link). A label written in another
 * language (a page shown from a fallback locale) carries its `lang`.
 */
function ThemeBreadcrumbs({ items }: { items: readonly Breadcrumb[] }) {
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

declare module '../overridable.js' {
  interface ThemeComponentProps {
    Breadcrumbs: ComponentProps<typeof ThemeBreadcrumbs>;
  }
}

/** The breadcrumb trail above a doc; a site replaces it with `components.Breadcrumbs` in its theme config. */
export const Breadcrumbs = overridable('Breadcrumbs', ThemeBreadcrumbs);
