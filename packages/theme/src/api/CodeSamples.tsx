import type { CodeSample } from '@lumidoc/contract';
import { Tabs } from '../content/Tabs.js';
import { PlainCode } from './PlainCode.js';

/**
 * Ready-to-copy calls in tabs (curl, fetch, Python, SDK), each with a copy button. The chosen
 * language is remembered and applies on every operation page.
 */
export function CodeSamples({ samples }: { samples: readonly CodeSample[] }) {
  return (
    <div className="ld-api__samples">
      <Tabs group="api-code-sample">
        {samples.map((sample) => (
          <div key={sample.id} data-tab={sample.label}>
            <PlainCode language={sample.language} code={sample.code} />
          </div>
        ))}
      </Tabs>
    </div>
  );
}
