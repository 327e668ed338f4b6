import type { HeroImage } from '@lumidoc/contract';
import type { ReactNode } from 'react';
import type { ComponentProps } from 'react';
import { overridable } from '../overridable.js';

export interface HeroProps {
  /** The page's h1: what the product promises. */
  title: string;
  tagline: string;
  /** A light, decorative picture beside the text (hidden on narrow screens). */
  image?: HeroImage | undefined;
  /** Language of the words when it differs from the page's (a fallback page). */
  lang?: string | undefined;
  /** Usually the `ActionButtons`. */
  children?: ReactNode;
}

/** The top of a landing page: headline, tagline, actions and an optional picture. */
function ThemeHero({ title, tagline, image, lang, children }: HeroProps) {
  const picture = (src: string, variant: string) => (
    <img className={`ld-hero__image ld-hero__image--${variant}`} src={src} alt="" width={image!.width} height={image!.height} decoding="async" fetchPriority="high" />
  );
  return (
    <div className="ld-hero">
      <div className="ld-hero__inner">
        <div className="ld-hero__text">
          <h1 className="ld-hero__title" lang={lang}>
            {title}
          </h1>
          <p className="ld-hero__tagline" lang={lang}>
            {tagline}
          </p>
          {children}
        </div>
        {image && (
          <div className="ld-hero__art">
            {picture(image.src, image.srcDark ? 'light' : 'any')}
            {image.srcDark && picture(image.srcDark, 'dark')}
          </div>
        )}
      </div>
    </div>
  );
}

declare module '../overridable.js' {
  interface ThemeComponentProps {
    HomeHero: ComponentProps<typeof ThemeHero>;
  }
}

/** The top of the home page; a site replaces it with `components.HomeHero` in its theme config. */
export const Hero = overridable('HomeHero', ThemeHero);
