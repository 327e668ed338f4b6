import { TranslationNotice } from '../components/TranslationNotice.js';

export interface StandaloneHeaderProps {
  title: string;
  intro?: string | undefined;
  /** The locale the words come from, on a fallback page. */
  fallbackFrom?: string | undefined;
}

/** Notice (on a fallback page), h1 and introduction of a standalone page. */
export function StandaloneHeader({ title, intro, fallbackFrom }: StandaloneHeaderProps) {
  return (
    <header className="ld-standalone__header">
      <TranslationNotice fallbackFrom={fallbackFrom} />
      <h1 className="ld-standalone__title" lang={fallbackFrom}>
        {title}
      </h1>
      {intro && (
        <p className="ld-standalone__intro" lang={fallbackFrom}>
          {intro}
        </p>
      )}
    </header>
  );
}
