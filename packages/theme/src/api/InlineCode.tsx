import type { ReactNode } from 'react';

/** Text from the spec with its `backtick` spans shown as code. */
export function InlineCode({ text }: { text: string }) {
  return <>{text.split(/(`[^`]+`)/).map((part, index) => (part.startsWith('`') && part.endsWith('`') && part.length > 2 ? <code key={index}>{part.slice(1, -1)}</code> : part))}</>;
}

/** A translated sentence with one placeholder replaced by an element, e.g. a code span. */
export function fillPlaceholder(translate: (marker: string) => string, element: ReactNode): ReactNode {
  const marker = '\u0000';
  const [before, after = ''] = translate(marker).split(marker);
  return (
    <>
      {before}
      {element}
      {after}
    </>
  );
}
