import type { CodeSample } from '@lumidoc/content-pipeline';
import { describeCall, type SampleInput } from './samples/call.js';
import { curlSample } from './samples/curl.js';
import { fetchSample } from './samples/fetch.js';
import { pythonSample } from './samples/python.js';
import { sdkSample } from './samples/sdk.js';

export type { SampleInput } from './samples/call.js';
export { webhookSamples, type WebhookSampleInput } from './samples/webhook.js';

/**
 * curl, JavaScript fetch, Python requests and (with `sdkPackage`) the SDK call for one operation,
 * with example values for the path and required parameters and the body.
 */
export function codeSamples(input: SampleInput): CodeSample[] {
  const call = describeCall(input);
  const samples: CodeSample[] = [
    { id: 'curl', label: 'curl', language: 'bash', code: curlSample(call) },
    { id: 'js-fetch', label: 'JavaScript (fetch)', language: 'js', code: fetchSample(call) },
    { id: 'python-requests', label: 'Python (requests)', language: 'python', code: pythonSample(call) },
  ];
  if (input.sdkPackage && /^[A-Za-z_$][\w$]*$/.test(input.operationId)) samples.push({ id: 'sdk', label: input.sdkPackage, language: 'ts', code: sdkSample(call, input.sdkPackage) });
  return samples;
}
