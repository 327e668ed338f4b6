import type { FeatureHighlight } from '@lumidoc/contract';
import { useId } from 'react';
import { useTheme } from '../context.js';

export interface FeatureGridProps {
  /** The section's h2. */
  title: string;
  features: readonly FeatureHighlight[];
  /** Language of the feature texts when it differs from the page's (a fallback page). */
  lang?: string | undefined;
}

/** Highlights as cards in a responsive grid; each whole card links to the doc that explains it. */
export function FeatureGrid({ title, features, lang }: FeatureGridProps) {
  const { Link } = useTheme();
  const headingId = useId();
  return (
    <section className="ld-section ld-features" aria-labelledby={headingId}>
      <h2 id={headingId} className="ld-section__title">
        {title}
      </h2>
      <ul className="ld-features__grid">
        {features.map((feature) => (
          <li key={feature.route} className="ld-feature" lang={lang}>
            <h3 className="ld-feature__title">
              <Link href={feature.route} className="ld-feature__link">
                {feature.title}
              </Link>
            </h3>
            <p className="ld-feature__text">{feature.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
