import type { ApiParameter } from '@lumidoc/content-pipeline';
import { codeSamples, type SampleInput } from './code-samples.js';

const uuid = { type: 'string', format: 'uuid' };
const base: SampleInput = { method: 'get', path: '/ping', operationId: 'ping', parameters: [], serverUrl: 'https://photos.example.com/api', sdkPackage: '@photos/sdk', authenticated: false };
const code = (input: Partial<SampleInput>) => Object.fromEntries(codeSamples({ ...base, ...input }).map((s) => [s.id, s.code]));

const updateTag: Partial<SampleInput> = {
  method: 'put',
  path: '/albums/{albumId}/tags',
  operationId: 'updateAlbumTag',
  authenticated: true,
  parameters: [
    { name: 'albumId', in: 'path', required: true, schema: uuid },
    { name: 'mode', in: 'query', required: true, schema: { type: 'string', enum: ['add', 'remove'] } },
    { name: 'dryRun', in: 'query', required: false, schema: { type: 'boolean' } },
    { name: 'x-request-id', in: 'header', required: true, schema: { type: 'string' } },
  ] satisfies ApiParameter[],
  body: { contentType: 'application/json', example: { name: "it's", hidden: false, parent: null, ids: [1] }, typeName: 'TagUpdateDto' },
  responseType: 'application/json',
};

describe('codeSamples', () => {
  it('labels the samples and gives the SDK one only when there is an SDK', () => {
    expect(codeSamples({ ...base }).map((s) => [s.id, s.label, s.language])).toEqual([
      ['curl', 'curl', 'bash'],
      ['js-fetch', 'JavaScript (fetch)', 'js'],
      ['python-requests', 'Python (requests)', 'python'],
      ['sdk', '@photos/sdk', 'ts'],
    ]);
    expect(codeSamples({ ...base, sdkPackage: undefined }).map((s) => s.id)).toEqual(['curl', 'js-fetch', 'python-requests']);
  });

  it('curl: example path and required query values, the key, required headers and a JSON body quoted for the shell', () => {
    expect(code(updateTag)['curl']).toBe(
      [
        "curl -X PUT 'https://photos.example.com/api/albums/00000000-0000-4000-8000-000000000000/tags?mode=add' \\",
        "  -H 'x-api-key: YOUR_API_KEY' \\",
        "  -H 'x-request-id: string' \\",
        "  -H 'Accept: application/json' \\",
        "  -H 'Content-Type: application/json' \\",
        `  -d '{\n  "name": "it'\\''s",\n  "hidden": false,\n  "parent": null,\n  "ids": [\n    1\n  ]\n}'`,
      ].join('\n'),
    );
  });

  it('fetch: path parameters as constants in a template URL, the body as a JavaScript literal', () => {
    expect(code(updateTag)['js-fetch']).toBe(
      [
        "const albumId = '00000000-0000-4000-8000-000000000000';",
        '',
        'const response = await fetch(`https://photos.example.com/api/albums/${albumId}/tags?mode=add`, {',
        "  method: 'PUT',",
        '  headers: {',
        "    'x-api-key': 'YOUR_API_KEY',",
        "    'x-request-id': 'string',",
        "    Accept: 'application/json',",
        "    'Content-Type': 'application/json',",
        '  },',
        '  body: JSON.stringify({',
        "    name: 'it\\'s',",
        '    hidden: false,',
        '    parent: null,',
        '    ids: [',
        '      1,',
        '    ],',
        '  }),',
        '});',
        'if (!response.ok) throw new Error(`HTTP ${response.status}`);',
        'const data = await response.json();',
      ].join('\n'),
    );
  });

  it('Python: snake_case variables in an f-string, params, and Python literals (False, None)', () => {
    expect(code(updateTag)['python-requests']).toBe(
      [
        'import requests',
        '',
        'album_id = "00000000-0000-4000-8000-000000000000"',
        '',
        'response = requests.put(',
        '    f"https://photos.example.com/api/albums/{album_id}/tags",',
        '    params={"mode": "add"},',
        '    headers={"x-api-key": "YOUR_API_KEY", "x-request-id": "string", "Accept": "application/json"},',
        '    json={',
        '        "name": "it\'s",',
        '        "hidden": False,',
        '        "parent": None,',
        '        "ids": [',
        '            1,',
        '        ],',
        '    },',
        ')',
        'response.raise_for_status()',
        'data = response.json()',
      ].join('\n'),
    );
  });

  it('SDK: one argument object with parameters by camelCase name and the body named after its schema', () => {
    expect(code(updateTag)['sdk']).toBe(
      [
        "import { init, updateAlbumTag } from '@photos/sdk';",
        '',
        "init({ baseUrl: 'https://photos.example.com/api', apiKey: 'YOUR_API_KEY' });",
        'const result = await updateAlbumTag({',
        "  albumId: '00000000-0000-4000-8000-000000000000',",
        "  mode: 'add',",
        "  xRequestId: 'string',",
        '  tagUpdateDto: {',
        "    name: 'it\\'s',",
        '    hidden: false,',
        '    parent: null,',
        '    ids: [',
        '      1,',
        '    ],',
        '  },',
        '});',
      ].join('\n'),
    );
  });

  it('multipart: required fields only, binary ones sent from a file, in every language', () => {
    const samples = code({
      method: 'post',
      path: '/assets',
      operationId: 'uploadAsset',
      authenticated: true,
      body: {
        contentType: 'multipart/form-data',
        example: { assetData: '<binary>', deviceId: 'string', isFavorite: true, sidecarData: '<binary>' },
        typeName: 'AssetMediaCreateDto',
        schema: { type: 'object', properties: [{ name: 'assetData', required: true, schema: { type: 'string', format: 'binary' } }, { name: 'deviceId', required: true, schema: { type: 'string' } }, { name: 'isFavorite', required: true, schema: { type: 'boolean' } }, { name: 'sidecarData', required: false, schema: { type: 'string', format: 'binary' } }] },
      },
      responseType: 'application/json',
    });
    expect(samples['curl']).toContain("  -F 'assetData=@photo.jpg' \\\n  -F 'deviceId=string' \\\n  -F 'isFavorite=true'");
    expect(samples['curl']).not.toContain('sidecarData');
    expect(samples['curl']).not.toContain('Content-Type');
    expect(samples['js-fetch']).toContain("import { openAsBlob } from 'node:fs';");
    expect(samples['js-fetch']).toContain("form.append('assetData', await openAsBlob('photo.jpg'), 'photo.jpg');\nform.append('deviceId', 'string');\nform.append('isFavorite', 'true');");
    expect(samples['js-fetch']).toContain('  body: form,\n');
    expect(samples['python-requests']).toContain('    data={"deviceId": "string", "isFavorite": "true"},\n    files={"assetData": open("photo.jpg", "rb")},\n');
    expect(samples['sdk']).toContain("  assetMediaCreateDto: {\n    assetData: await openAsBlob('photo.jpg'),\n    deviceId: 'string',\n    isFavorite: true,\n  },");
  });

  it('JSON: sends the required fields of the example, or all of them when none is required', () => {
    const schema = { type: 'object', properties: [{ name: 'query', required: true, schema: { type: 'string' } }, { name: 'page', required: false, schema: { type: 'integer' } }] };
    const body = { contentType: 'application/json', example: { query: 'string', page: 0 }, typeName: 'SmartSearchDto', schema };
    expect(code({ method: 'post', path: '/search/smart', body })['curl']).toContain(`-d '{\n  "query": "string"\n}'`);
    const optional = { ...body, schema: { ...schema, properties: schema.properties.map((p) => ({ ...p, required: false })) } };
    expect(code({ method: 'post', path: '/search/smart', body: optional })['curl']).toContain(`-d '{\n  "query": "string",\n  "page": 0\n}'`);
  });

  it('a public call without a body that answers nothing: no key, no Accept, nothing read back', () => {
    const samples = code({ method: 'delete', path: '/sessions/{id}', operationId: 'deleteSession', parameters: [{ name: 'id', in: 'path', required: true, schema: uuid }] });
    expect(samples['curl']).toBe("curl -X DELETE 'https://photos.example.com/api/sessions/00000000-0000-4000-8000-000000000000'");
    expect(samples['js-fetch']).not.toMatch(/headers|response\.json|YOUR_API_KEY/);
    expect(samples['python-requests']).toMatch(/response\.raise_for_status\(\)$/);
    expect(samples['sdk']).toBe(
      ["import { init, deleteSession } from '@photos/sdk';", '', "init({ baseUrl: 'https://photos.example.com/api' });", "await deleteSession({\n  id: '00000000-0000-4000-8000-000000000000',\n});"].join('\n'),
    );
  });

  it('a file download: curl saves it, fetch and Python read bytes', () => {
    const samples = code({ method: 'post', path: '/download/archive', authenticated: true, responseType: 'application/octet-stream' });
    expect(samples['curl']).toMatch(/ \\\n {2}-o response\.bin$/);
    expect(samples['js-fetch']).toMatch(/const file = await response\.blob\(\);$/);
    expect(samples['python-requests']).toMatch(/content = response\.content$/);
  });
});

describe('codeSamples: authentication with the operation\'s own scheme', () => {
  const authed = (schemes: SampleInput['securitySchemes']) => code({ authenticated: true, securitySchemes: schemes });

  it('bearer and OAuth 2 tokens travel in Authorization', () => {
    const samples = authed([{ name: 'oauth', in: 'header', key: 'Authorization', prefix: 'Bearer' }]);
    expect(samples['curl']).toContain("-H 'Authorization: Bearer YOUR_ACCESS_TOKEN'");
    expect(samples['js-fetch']).toContain("Authorization: 'Bearer YOUR_ACCESS_TOKEN',");
    expect(samples['python-requests']).toContain('headers={"Authorization": "Bearer YOUR_ACCESS_TOKEN"}');
    expect(samples['curl']).not.toContain('x-api-key');
  });

  it('basic credentials use each language\'s own means', () => {
    const samples = authed([{ name: 'basic', in: 'header', key: 'Authorization', prefix: 'Basic' }]);
    expect(samples['curl']).toContain("-u 'USERNAME:PASSWORD'");
    expect(samples['js-fetch']).toContain("Authorization: `Basic ${btoa('USERNAME:PASSWORD')}`,");
    expect(samples['python-requests']).toContain('auth=("USERNAME", "PASSWORD"),');
  });

  it('an API key goes in its header, query parameter or cookie', () => {
    expect(authed([{ name: 'k', in: 'header', key: 'X-Token' }])['curl']).toContain("-H 'X-Token: YOUR_API_KEY'");
    const query = authed([{ name: 'k', in: 'query', key: 'api_key' }]);
    expect(query['curl']).toContain("'https://photos.example.com/api/ping?api_key=YOUR_API_KEY'");
    expect(query['python-requests']).toContain('params={"api_key": "YOUR_API_KEY"}');
    expect(query['sdk']).not.toContain('apiKey: \'YOUR_API_KEY\',\n');
    const cookie = authed([{ name: 'session', in: 'cookie', key: 'sid' }]);
    expect(cookie['curl']).toContain("-b 'sid=YOUR_API_KEY'");
    expect(cookie['js-fetch']).toContain("Cookie: 'sid=YOUR_API_KEY',");
    expect(cookie['python-requests']).toContain('cookies={"sid": "YOUR_API_KEY"}');
  });

  it('prefers an API key in a header when the operation accepts several schemes; none when it is public', () => {
    expect(authed([{ name: 'b', in: 'header', key: 'Authorization', prefix: 'Bearer' }, { name: 'k', in: 'header', key: 'x-api-key' }])['curl']).toContain("-H 'x-api-key: YOUR_API_KEY'");
    expect(code({ authenticated: false, securitySchemes: [] })['curl']).not.toMatch(/YOUR_|-u |-b /);
  });
});

describe('codeSamples: quoting', () => {
  const weird: Partial<SampleInput> = {
    path: "/files/a\\`b/${x/it's/{file id}/{class}",
    parameters: [
      { name: 'file id', in: 'path', required: true, schema: { type: 'string' } },
      { name: 'class', in: 'path', required: true, schema: { type: 'string' } },
    ],
  };

  it('JavaScript: a backslash, a backtick or ${ in the path stays literal text in the template', () => {
    const js = code(weird)['js-fetch'];
    expect(js).toContain("const fileId = 'string';\nconst class_ = 'string';");
    expect(js).toContain('fetch(`https://photos.example.com/api/files/a\\\\\\`b/\\${x/it\'s/${fileId}/${class_}`');
    // The sample evaluates to the URL the path describes.
    const url = js.match(/fetch\((`[^\n]*`), \{/)![1]!;
    expect(new Function('fileId', 'class_', `return ${url};`)('F', 'C')).toBe("https://photos.example.com/api/files/a\\`b/${x/it's/F/C");
  });

  it('Python: braces doubled and quotes escaped in the f-string', () => {
    const py = code(weird)['python-requests'];
    expect(py).toContain('f"https://photos.example.com/api/files/a\\\\`b/${{x/it\'s/{file_id}/{class_}"');
  });

  it('curl: the whole URL in one shell word', () => {
    expect(code(weird)['curl']).toContain("curl -X GET 'https://photos.example.com/api/files/a\\`b/${x/it'\\''s/string/string'");
  });

  it('an undeclared path placeholder still gets a variable', () => {
    const samples = code({ path: '/bookings/{bookingId}', parameters: [] });
    expect(samples['js-fetch']).toContain("const bookingId = 'bookingId';");
    expect(samples['python-requests']).toContain('booking_id = "bookingId"');
  });
});
