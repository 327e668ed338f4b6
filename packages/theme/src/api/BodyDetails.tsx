import type { ApiBody } from '@lumidoc/contract';
import { useTheme } from '../context.js';
import { InlineCode } from './InlineCode.js';
import { PlainCode } from './PlainCode.js';
import { SchemaViewer } from './SchemaViewer.js';

/** A request or response body: media type, description, the schema as a tree and an example. */
export function BodyDetails({ body }: { body: ApiBody }) {
  const { t } = useTheme();
  return (
    <div className="ld-api__body">
      <p className="ld-api__media">
        <span className="ld-schema__label">{t('api.mediaType')}</span> <code>{body.contentType}</code>
        {body.required && <span className="ld-schema__required">{t('api.required')}</span>}
      </p>
      {body.description && (
        <p>
          <InlineCode text={body.description} />
        </p>
      )}
      {body.schema && <SchemaViewer schema={body.schema} />}
      {body.example !== undefined && (
        <PlainCode language="json" title={t('api.example')} code={JSON.stringify(body.example, null, 2)} />
      )}
    </div>
  );
}
