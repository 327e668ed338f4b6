import type { BlogNavigation } from '@lumidoc/contract';
import { useTheme } from '../context.js';

/**
 * The blog's sections (all posts, archive, tags, authors) and its feeds. The current section is
 * marked; feeds are plain links because they are files, not pages.
 */
export function BlogNav({ nav, route }: { nav: BlogNavigation; /** Route of the page showing the nav. */ route: string }) {
  const { t, Link } = useTheme();
  const sections = [
    { href: nav.list, label: t('blog.allPosts'), current: route === nav.list || route.startsWith(`${nav.list}/page/`) },
    { href: nav.archive, label: t('blog.archive'), current: route === nav.archive },
    { href: nav.tags, label: t('blog.tags'), current: route === nav.tags || route.startsWith(`${nav.tags}/`) },
    { href: nav.authors, label: t('blog.authors'), current: route === nav.authors || route.startsWith(`${nav.authors}/`) },
  ];
  return (
    <nav className="ld-blog-nav" aria-label={t('blog.navLabel')}>
      <ul className="ld-blog-nav__sections">
        {sections.map((section) => (
          <li key={section.href}>
            <Link href={section.href} className="ld-blog-nav__link" aria-current={section.current ? 'page' : undefined}>
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
      <ul className="ld-blog-nav__feeds">
        <li>
          <a href={nav.rss} type="application/rss+xml" className="ld-blog-nav__feed">
            {t('blog.rss')}
          </a>
        </li>
        <li>
          <a href={nav.atom} type="application/atom+xml" className="ld-blog-nav__feed">
            {t('blog.atom')}
          </a>
        </li>
      </ul>
    </nav>
  );
}
