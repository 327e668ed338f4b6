import type { CSSProperties } from 'react';
import { useTheme } from '../context.js';

/** Id of the banner element the {@link CLIENT_FAILURE_SCRIPT} reveals. */
export const BASE_URL_BANNER_ID = 'ld-base-url-banner';

/**
 * For `<head>`, before the client entry script: when a module script fails to load (the usual
 * result of a wrong base URL), it marks `<html data-client-failed>` and reveals the
 * {@link BaseUrlBanner} with the current path as the suggested base URL, less the locale's own
 * prefix (the home of `/ru/` under base `/` suggests `/`). Fixed text, so a Content-Security-Policy
 * can allow it by hash.
 */
export const CLIENT_FAILURE_SCRIPT = `(function(){var d=document,r=d.documentElement;function show(){var b=d.getElementById('${BASE_URL_BANNER_ID}');if(!b)return;var p=location.pathname,l=b.getAttribute('data-locale-path'),s=b.querySelector('[data-suggested-base-url]');if(p.slice(-1)!=='/')p+='/';if(l&&p.slice(-l.length-2)==='/'+l+'/')p=p.slice(0,-l.length-1);if(s)s.textContent=p;b.hidden=false}addEventListener('error',function(e){var t=e.target;if(t&&t.tagName==='SCRIPT'&&t.type==='module'&&!r.hasAttribute('data-client-failed')){r.setAttribute('data-client-failed','');if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',show);else show()}},true)})()`;

// Inline, because when the client fails to start the stylesheet usually failed to load as well.
const BANNER: CSSProperties = {
  margin: 0,
  padding: '0.75rem 1rem',
  background: '#b42318',
  color: '#ffffff',
  font: '600 1rem/1.5 system-ui, sans-serif',
};
const CODE: CSSProperties = { background: 'rgba(0, 0, 0, 0.3)', color: '#ffffff', padding: '0 0.3em', borderRadius: '3px', fontFamily: 'monospace' };

/**
 * A red banner, hidden unless the client fails to start: it says the base URL is probably wrong
 * and shows the configured one and a suggested one. Render it on the home page only, and put
 * {@link CLIENT_FAILURE_SCRIPT} in the page's `<head>`.
 */
export function BaseUrlBanner({ baseUrl }: { /** The base URL the site was built with. */ baseUrl: string }) {
  const { t, locale } = useTheme();
  return (
    <div id={BASE_URL_BANNER_ID} className="ld-base-url-banner" role="alert" hidden style={BANNER} data-locale-path={locale.path || undefined}>
      <p style={{ margin: 0 }}>{t('baseUrl.problem')}</p>
      <p style={{ margin: 0 }}>
        {t('baseUrl.current')} <code style={CODE}>{baseUrl}</code>
      </p>
      <p style={{ margin: 0 }}>
        {t('baseUrl.suggested')}{' '}
        <code style={CODE} data-suggested-base-url="">
          {baseUrl}
        </code>
      </p>
    </div>
  );
}
