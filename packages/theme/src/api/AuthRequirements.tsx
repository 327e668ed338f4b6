import type { ApiSecurityScheme } from '@lumidoc/contract';
import { useTheme } from '../context.js';
import type { ThemeStringKey } from '../i18n/catalog.js';
import { fillPlaceholder } from './InlineCode.js';

const WAY: Record<ApiSecurityScheme['in'], ThemeStringKey> = { header: 'api.authIn.header', cookie: 'api.authIn.cookie', query: 'api.authIn.query' };

/** The credential as sent: `Authorization: Bearer …`, `x-api-key: …`, `immich_access_token=…`. */
function credential(scheme: ApiSecurityScheme): string {
  if (scheme.in === 'cookie') return `${scheme.key}=…`;
  if (scheme.in === 'query') return `?${scheme.key}=…`;
  return `${scheme.key}: ${scheme.prefix ? `${scheme.prefix} ` : ''}…`;
}

/** Props of `AuthRequirements`, straight from an operation's page data. */
export interface AuthRequirementsProps {
  /** Names of the schemes that can authorize the call; empty when it is public. */
  security: readonly string[];
  /** How each of them is sent, when known. */
  schemes?: readonly ApiSecurityScheme[] | undefined;
  /** The introduction's section on authentication. */
  authRoute?: string | undefined;
  /** A webhook: the API sends the request, so the credentials are the ones it carries. */
  webhook?: boolean;
}

/** Which credentials an operation accepts and how each is sent, or that it needs none. */
export function AuthRequirements({ security, schemes, authRoute, webhook = false }: AuthRequirementsProps) {
  const { t, Link } = useTheme();
  const byName = new Map((schemes ?? []).map((s) => [s.name, s]));
  return (
    <div className="ld-api__auth">
      {security.length === 0 ? (
        <p>{t(webhook ? 'api.webhook.noAuth' : 'api.noAuth')}</p>
      ) : (
        <>
          <p>{t(webhook ? 'api.webhook.authAny' : 'api.authAny')}</p>
          <ul>
            {security.map((name) => {
              const scheme = byName.get(name);
              return (
                <li key={name}>
                  <code>{name}</code>
                  {scheme && <>: {fillPlaceholder((marker) => t(WAY[scheme.in], { credential: marker }), <code>{credential(scheme)}</code>)}</>}
                </li>
              );
            })}
          </ul>
        </>
      )}
      {/* The introduction explains the schemes; a webhook without one has nothing to explain. */}
      {authRoute && !(webhook && security.length === 0) && (
        <p>
          <Link href={authRoute}>{t('api.authLink')}</Link>
        </p>
      )}
    </div>
  );
}
