import type { HomePageData } from '@lumidoc/contract';
import { TranslationNotice } from '../components/TranslationNotice.js';
import { useTheme } from '../context.js';
import { ActionButtons } from './ActionButtons.js';
import { FeatureGrid } from './FeatureGrid.js';
import { Hero } from './Hero.js';
import { StoreBadges } from './StoreBadges.js';

/** Id of the download section, the target of the hero's download action. */
export const DOWNLOAD_SECTION_ID = 'download';

/**
 * The landing page: hero with the promise and three actions, feature highlights, the mobile app's
 * download badges, and the community invitation with the licence line.
 */
export function HomePage({ page }: { page: HomePageData }) {
  const { t } = useTheme();
  const lang = page.fallbackFrom;
  const { getStarted, openDemo, download } = page.actions;
  return (
    <div className="ld-home">
      {lang && (
        <div className="ld-home__notice">
          <TranslationNotice fallbackFrom={lang} />
        </div>
      )}
      <Hero title={page.hero.title} tagline={page.hero.tagline} image={page.hero.image} lang={lang}>
        <ActionButtons
          lang={lang}
          actions={[
            { label: getStarted.label, href: getStarted.route, variant: 'primary' },
            { label: openDemo.label, href: openDemo.href },
            { label: download.label, href: `#${DOWNLOAD_SECTION_ID}` },
          ]}
        />
      </Hero>
      <FeatureGrid title={t('home.features')} features={page.features} lang={lang} />
      <section className="ld-section ld-home__download" id={DOWNLOAD_SECTION_ID} aria-labelledby={`${DOWNLOAD_SECTION_ID}-title`}>
        <h2 className="ld-section__title" id={`${DOWNLOAD_SECTION_ID}-title`} lang={lang}>
          {page.download.title}
        </h2>
        <p className="ld-section__text" lang={lang}>
          {page.download.text}
        </p>
        <StoreBadges links={page.download.links} />
      </section>
      <section className="ld-section ld-home__community" aria-labelledby="community-title">
        <h2 className="ld-section__title" id="community-title">
          {t('home.community')}
        </h2>
        <p className="ld-section__text" lang={lang}>
          {page.community.text}
        </p>
        <ActionButtons actions={[{ label: t('home.joinChat'), href: page.community.href, variant: 'primary' }]} />
        <p className="ld-home__license" lang={lang}>
          {page.license}
        </p>
      </section>
    </div>
  );
}
