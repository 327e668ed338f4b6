/** Where page views go; off unless the site config names a provider. */
export type AnalyticsConfig =
  | { provider: 'beacon'; endpoint: string; respectDoNotTrack?: boolean }
  | { provider: 'plausible'; endpoint: string; domain: string; respectDoNotTrack?: boolean }
  | { provider: 'ga4'; measurementId: string; respectDoNotTrack?: boolean };

type Gtag = (...args: unknown[]) => void;

/** True when the visitor asked not to be tracked (Do Not Track or Global Privacy Control). */
export function visitorOptedOut(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean; msDoNotTrack?: string };
  return nav.globalPrivacyControl === true || nav.doNotTrack === '1' || nav.msDoNotTrack === '1' || (window as Window & { doNotTrack?: string }).doNotTrack === '1';
}

/** Sends one `page_view` for the current location. */
export function sendPageView(config: AnalyticsConfig, where: Location = location): void {
  const path = where.pathname + where.search + where.hash;
  switch (config.provider) {
    case 'beacon': {
      const body = JSON.stringify({ event: 'page_view', path, referrer: document.referrer || undefined });
      if (!navigator.sendBeacon?.(config.endpoint, new Blob([body], { type: 'application/json' }))) {
        void fetch(config.endpoint, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } }).catch(() => undefined);
      }
      return;
    }
    case 'plausible': {
      const body = JSON.stringify({ n: 'pageview', u: where.href, d: config.domain, r: document.referrer || null });
      void fetch(config.endpoint, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'text/plain' } }).catch(() => undefined);
      return;
    }
    case 'ga4': {
      const w = window as Window & { gtag?: Gtag; dataLayer?: unknown[] };
      const gtag: Gtag = w.gtag ?? ((...args: unknown[]) => (w.dataLayer ??= []).push(args));
      gtag('event', 'page_view', { page_path: path, page_location: where.href, send_to: config.measurementId });
    }
  }
}

/**
 * Reports a page view on first load and whenever path, query or hash differ from the last one
 * reported; respects Do Not Track / Global Privacy Control when configured to.
 */
export function createPageViewTracker(config: AnalyticsConfig | undefined): (where?: Location) => void {
  let last: string | undefined;
  return (where = location) => {
    if (!config || (config.respectDoNotTrack && visitorOptedOut())) return;
    const key = where.pathname + where.search + where.hash;
    if (key === last) return;
    last = key;
    sendPageView(config, where);
  };
}
