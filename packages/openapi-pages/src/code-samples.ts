import type { ApiParameter, CodeSample } from '@lumidoc/content-pipeline';

export interface SampleInput {
  method: string;
  path: string;
  operationId: string;
  parameters: readonly ApiParameter[];
  body?: { contentType: string; example: unknown; typeName?: string };
  /** Server URL the samples call, e.g. `https://immich.example.com/api`. */
  serverUrl: string;
  /** npm package whose functions are named after the operation ids, when there is one. */
  sdkPackage?: string;
  authenticated: boolean;
}

const placeholder = (p: ApiParameter) => `{${p.name}}`;

/** curl, JavaScript fetch, Python requests and the SDK call for one operation. */
export function codeSamples(input: SampleInput): CodeSample[] {
  const query = input.parameters.filter((p) => p.in === 'query' && p.required);
  const url = `${input.serverUrl}${input.path}${query.length ? `?${query.map((p) => `${p.name}=${placeholder(p)}`).join('&')}` : ''}`;
  const method = input.method.toUpperCase();
  const json = input.body && input.body.contentType.includes('json') ? JSON.stringify(input.body.example, null, 2) : undefined;
  const multipart = input.body?.contentType.startsWith('multipart/');
  const samples: CodeSample[] = [];

  const curl = [`curl -X ${method} '${url}'`];
  if (input.authenticated) curl.push(`  -H 'x-api-key: YOUR_API_KEY'`);
  curl.push(`  -H 'Accept: application/json'`);
  if (json) curl.push(`  -H 'Content-Type: application/json'`, `  -d '${json.replace(/'/g, "'\\''")}'`);
  if (multipart && input.body?.example && typeof input.body.example === 'object') {
    for (const [key, value] of Object.entries(input.body.example as Record<string, unknown>)) {
      curl.push(value === '<binary>' ? `  -F '${key}=@photo.jpg'` : `  -F '${key}=${String(value)}'`);
    }
  }
  samples.push({ id: 'curl', label: 'curl', language: 'bash', code: curl.join(' \\\n') });

  const headers = [input.authenticated ? `'x-api-key': 'YOUR_API_KEY'` : undefined, `Accept: 'application/json'`, json ? `'Content-Type': 'application/json'` : undefined].filter(Boolean);
  samples.push({
    id: 'js-fetch',
    label: 'JavaScript (fetch)',
    language: 'js',
    code: [
      `const response = await fetch(\`${url.replace(/\{(\w+)\}/g, '${$1}')}\`, {`,
      `  method: '${method}',`,
      `  headers: { ${headers.join(', ')} },`,
      ...(json ? [`  body: JSON.stringify(${json.replace(/\n/g, '\n  ')}),`] : []),
      `});`,
      `if (!response.ok) throw new Error(\`HTTP \${response.status}\`);`,
      `const data = ${method === 'DELETE' ? 'null' : 'await response.json()'};`,
    ].join('\n'),
  });

  samples.push({
    id: 'python-requests',
    label: 'Python (requests)',
    language: 'python',
    code: [
      'import requests',
      '',
      `response = requests.request(`,
      `    "${method}",`,
      `    f"${url}",`,
      `    headers={${input.authenticated ? '"x-api-key": "YOUR_API_KEY", ' : ''}"Accept": "application/json"},`,
      ...(json ? [`    json=${json.replace(/\btrue\b/g, 'True').replace(/\bfalse\b/g, 'False').replace(/\bnull\b/g, 'None').replace(/\n/g, '\n    ')},`] : []),
      `)`,
      'response.raise_for_status()',
    ].join('\n'),
  });

  if (input.sdkPackage) {
    const args = input.parameters.filter((p) => p.in === 'path' || p.required).map((p) => `${p.name}: ${p.schema.type === 'string' ? `'${placeholder(p)}'` : '0'}`);
    const bodyName = input.body?.typeName ? input.body.typeName.replace(/^./, (c) => c.toLowerCase()) : 'body';
    const dtoArg = json ? `${args.length ? ', ' : ''}${bodyName}: ${json.replace(/\n/g, '\n  ')}` : '';
    samples.push({
      id: 'sdk',
      label: input.sdkPackage,
      language: 'ts',
      code: [
        `import { init, ${input.operationId} } from '${input.sdkPackage}';`,
        '',
        `init({ baseUrl: '${input.serverUrl}', apiKey: 'YOUR_API_KEY' });`,
        `const result = await ${input.operationId}({ ${args.join(', ')}${dtoArg} });`,
      ].join('\n'),
    });
  }
  return samples;
}
