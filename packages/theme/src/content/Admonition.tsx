import type { HTMLAttributes, ReactNode } from 'react';
import { useTheme } from '../context.js';
import type { ComponentProps } from 'react';
import { overridable } from '../overridable.js';

export type AdmonitionType = 'note' | 'tip' | 'info' | 'warning' | 'danger';

const ICONS: Record<AdmonitionType, string> = { note: 'ℹ', tip: '💡', info: 'ℹ', warning: '⚠', danger: '⛔' };

export interface AdmonitionProps {
  type: AdmonitionType;
  /** Custom title; the type's translated name when absent. */
  title?: string;
  children?: ReactNode;
}

/** A call-out box: note, tip, info, warning or danger. */
function ThemeAdmonitionBox({ type, title, children }: AdmonitionProps) {
  const { t } = useTheme();
  const heading = title ?? t(`admonition.${type}`);
  return (
    <aside className={`ld-admonition ld-admonition--${type}`} aria-label={heading}>
      <p className="ld-admonition__title">
        <span aria-hidden="true">{ICONS[type]}</span> {heading}
      </p>
      <div className="ld-admonition__body">{children}</div>
    </aside>
  );
}

/** `aside` elements from Markdown: admonitions when marked, plain asides otherwise. */
export function Admonition(props: HTMLAttributes<HTMLElement> & { 'data-admonition'?: string; 'data-title'?: string }) {
  const { 'data-admonition': type, 'data-title': title, children, ...rest } = props;
  if (!type) return <aside {...rest}>{children}</aside>;
  return (
    <AdmonitionBox type={type as AdmonitionType} {...(title ? { title } : {})}>
      {children}
    </AdmonitionBox>
  );
}

declare module '../overridable.js' {
  interface ThemeComponentProps {
    Admonition: ComponentProps<typeof ThemeAdmonitionBox>;
  }
}

/** An admonition (note, tip, info, warning, danger); a site replaces it with `components.Admonition` in its theme config. */
export const AdmonitionBox = overridable('Admonition', ThemeAdmonitionBox);
