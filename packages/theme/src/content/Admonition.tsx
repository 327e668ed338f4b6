import type { HTMLAttributes, ReactNode } from 'react';
import { useTheme } from '../context.js';
import type { ComponentProps } from 'react';
import { overridable } from '../overridable.js';

export type AdmonitionType = 'note' | 'tip' | 'info' | 'warning' | 'danger' | 'caution' | 'important' | 'success' | 'secondary';

/** The five looks the stylesheet defines (`ld-admonition--<variant>`). */
type AdmonitionVariant = 'note' | 'tip' | 'info' | 'warning' | 'danger';

/**
 * The look of each type: the other four borrow the closest of the five, as Docusaurus draws them,
 * while their own name stays the title and the accessible name.
 */
const VARIANTS: Record<AdmonitionType, AdmonitionVariant> = {
  note: 'note',
  tip: 'tip',
  info: 'info',
  warning: 'warning',
  danger: 'danger',
  caution: 'warning',
  important: 'info',
  success: 'tip',
  secondary: 'note',
};

const ICONS: Record<AdmonitionType, string> = { note: 'ℹ', tip: '💡', info: 'ℹ', warning: '⚠', danger: '⛔', caution: '⚠', important: '❗', success: '✅', secondary: 'ℹ' };

const isAdmonitionType = (type: string): type is AdmonitionType => Object.hasOwn(VARIANTS, type);

export interface AdmonitionProps {
  type: AdmonitionType;
  /** Custom title; the type's translated name when absent. */
  title?: string;
  children?: ReactNode;
}

/** A call-out box: note, tip, info, warning, danger, caution, important, success or secondary. */
function ThemeAdmonitionBox({ type, title, children }: AdmonitionProps) {
  const { t } = useTheme();
  const known = isAdmonitionType(type) ? type : 'note';
  const heading = title ?? t(`admonition.${known}`);
  return (
    <aside className={`ld-admonition ld-admonition--${VARIANTS[known]}`} data-admonition-type={known} aria-label={heading}>
      <p className="ld-admonition__title">
        <span aria-hidden="true">{ICONS[known]}</span> {heading}
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

/** An admonition (note, tip, info, warning, danger, caution, important, success, secondary); a site replaces it with `components.Admonition` in its theme config. */
export const AdmonitionBox = overridable('Admonition', ThemeAdmonitionBox);
