import { textFor } from '../config.js';
import { useTheme } from '../context.js';
import type { ComponentProps } from 'react';
import { overridable } from '../overridable.js';

/** Columns of internal and external links, and the copyright line. */
function ThemeFooter() {
  const { config, locale, Link, localizePath, t } = useTheme();
  const { columns, copyright } = config.footer;
  return (
    <footer className="ld-footer">
      <div className="ld-footer__columns">
        {columns.map((column, i) => (
          <nav key={i} className="ld-footer__column" aria-label={textFor(column.title, locale.code)}>
            <h2 className="ld-footer__title">{textFor(column.title, locale.code)}</h2>
            <ul>
              {column.items.map((item, j) => (
                <li key={j}>
                  {item.to ? (
                    <Link href={localizePath(item.to)}>{textFor(item.label, locale.code)}</Link>
                  ) : (
                    <a href={item.href} target="_blank" rel="noopener noreferrer">
                      {textFor(item.label, locale.code)}
                      <span className="ld-sr-only">{` ${t('navbar.external')}`}</span>
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      {copyright && <p className="ld-footer__copyright">{textFor(copyright, locale.code)}</p>}
    </footer>
  );
}

declare module '../overridable.js' {
  interface ThemeComponentProps {
    Footer: ComponentProps<typeof ThemeFooter>;
  }
}

/** The footer of every page; a site replaces it with `components.Footer` in its theme config. */
export const Footer = overridable('Footer', ThemeFooter);
