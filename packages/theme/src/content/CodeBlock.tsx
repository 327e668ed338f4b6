import { Fragment, isValidElement, useRef, useState, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import { useTheme } from '../context.js';
import { useHydrated } from '../hooks/use-hydrated.js';
import type { ComponentProps } from 'react';
import { overridable } from '../overridable.js';

function codeText(children: ReactNode): string | undefined {
  const code = Array.isArray(children) ? children[0] : children;
  if (!isValidElement<{ children?: ReactNode }>(code)) return undefined;
  const inner = code.props.children;
  return typeof inner === 'string' ? inner : undefined;
}

/** A code block with an optional title, highlighted lines, line numbers and a copy button (with scripts). */
function ThemeCodeBlock(props: HTMLAttributes<HTMLPreElement> & { 'data-language'?: string; 'data-title'?: string; 'data-highlight'?: string; 'data-line-numbers'?: string }) {
  const { 'data-language': language, 'data-title': title, 'data-highlight': highlight, 'data-line-numbers': lineNumbers, children, ...rest } = props;
  // `showLineNumbers` (from 1) or `showLineNumbers=5`: the lines are counted by the stylesheet from here.
  const numbered = lineNumbers !== undefined && /^\d+$/.test(lineNumbers) ? { 'data-line-numbers': lineNumbers, style: { '--ld-line-start': Number(lineNumbers) - 1 } as CSSProperties } : {};
  const { t } = useTheme();
  const [copied, setCopied] = useState(false);
  const hydrated = useHydrated();
  const pre = useRef<HTMLPreElement>(null);
  const text = codeText(children);
  const highlighted = new Set((highlight ?? '').split(',').filter(Boolean).map(Number));
  const copy = async () => {
    await navigator.clipboard.writeText(text ?? pre.current?.textContent ?? '');
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  };
  return (
    <div className="ld-code" data-language={language}>
      {title && <div className="ld-code__title">{title}</div>}
      <pre ref={pre} {...rest} {...numbered} tabIndex={0}>
        {text === undefined ? (
          children
        ) : (
          <code className={language ? `language-${language}` : undefined}>
            {text.split('\n').map((line, index) => (
              <Fragment key={index}>
                <span className={highlighted.has(index + 1) ? 'ld-code__line ld-code__line--highlight' : 'ld-code__line'}>{line}</span>
                {'\n'}
              </Fragment>
            ))}
          </code>
        )}
      </pre>
      {/*
        Shown once scripts run: without them it could not copy. The visible text is the accessible
        name (WCAG 2.5.3); the longer label is the description.
      */}
      {hydrated && (
        <button type="button" className="ld-code__copy" onClick={copy} title={t('code.copyLabel')}>
          {copied ? t('code.copied') : t('code.copy')}
        </button>
      )}
    </div>
  );
}

declare module '../overridable.js' {
  interface ThemeComponentProps {
    CodeBlock: ComponentProps<typeof ThemeCodeBlock>;
  }
}

/** A fenced code block with its title and copy button; a site replaces it with `components.CodeBlock` in its theme config. */
export const CodeBlock = overridable('CodeBlock', ThemeCodeBlock);
