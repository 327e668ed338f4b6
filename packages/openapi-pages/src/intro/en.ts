import { formatMessage } from '@lumidoc/i18n';
import { apiKeyCurl, areaTable, cell, credentialExample, jsonBlock, table } from './markdown.js';
import type { IntroFacts, IntroScheme, IntroTemplate } from './template.js';

const STATUS: Record<string, string> = {
  '400': 'The request is invalid: a parameter or the body did not pass validation. The message lists each problem.',
  '401': 'No valid credentials were sent, or they have expired.',
  '403': 'The credentials are valid but do not allow this call, for example an API key without the needed permission.',
  '404': 'The requested item does not exist or is not visible to you.',
  '409': 'The request conflicts with the current state, for example an item that already exists.',
  '413': 'The request body is too large.',
  '415': 'The server does not accept the media type of the body.',
  '422': 'The request is well-formed but cannot be carried out.',
  '429': 'Too many requests; wait and try again.',
  '500': 'The server failed; its log has the details.',
  '502': 'A proxy in front of the server got no valid answer from it.',
  '503': 'The server is not available right now; try again later.',
};

const HOW: Record<IntroScheme['in'], string> = { header: 'Header', cookie: 'Cookie', query: 'Query parameter' };

/** What a credential is, when the spec does not say. */
const what = (s: IntroScheme) => s.description ?? (s.prefix ? 'An access token received when logging in' : s.in === 'cookie' ? 'The session token a browser receives when logging in' : 'An API key');

/** The introduction in English. */
export const en: IntroTemplate = {
  title: (f) => `${f.title} API reference`,
  sidebarLabel: 'Introduction',
  description: (f) => `The HTTP API of ${f.title} ${f.version}: base URL, authentication, errors and all ${f.operationCount} operations by area.`,
  markdown(f: IntroFacts) {
    const curl = apiKeyCurl(f);
    const samples = f.sdkPackage ? `curl, JavaScript, Python and \`${f.sdkPackage}\`` : 'curl, JavaScript and Python';
    return [
      f.description ?? '',
      `This reference describes ${formatMessage({ one: 'the one operation', other: 'the {count} operations' }, 'en', { count: f.operationCount })} of the ${f.title} API, version ${f.version}, in ${formatMessage({ one: '{count} area', other: '{count} areas' }, 'en', { count: f.areas.length })}. Each operation has a page with its parameters, the schemas of its request and response bodies with examples, the authentication it needs, and code samples for ${samples}. The whole description can also be downloaded as an OpenAPI file, for example to generate a client.`,
      `The version number, ${f.version}, is that of the OpenAPI description this reference is generated from${f.sdkPackage ? `, and so the version of \`${f.sdkPackage}\` whose calls match these pages` : ''}. It can differ from the version of the documentation, which follows the server's releases: a newer server may offer operations and fields that are not listed here yet.`,
      '## Base URL {#base-url}',
      `Every path in this reference is relative to the API root of your server, \`${f.baseUrl}\`. The code samples call \`${f.sampleServerUrl}\`: put the address of your own server in its place.${f.sampleCall ? ` For example, \`${f.sampleCall.method} ${f.sampleCall.path}\` goes to \`${f.sampleServerUrl}${f.sampleCall.path}\`.` : ''} Bodies are JSON unless an operation's page names another media type.`,
      '## Authentication {#authentication}',
      'Most operations need credentials. Send any one of the following with each call; the page of each operation lists the ones it accepts, and the few public operations say that they need none.',
      table(
        ['Scheme', 'How it is sent', 'What it is'],
        f.schemes.map((s) => [`\`${s.name}\``, `${HOW[s.in]} \`${cell(credentialExample(s, '…'))}\``, cell(what(s))]),
      ),
      ...(f.apiKeyRoute
        ? [
            '## Getting an API key {#api-key}',
            `An API key lets a script or tool act as you without your password. Create one as described in [Create an API key](${f.apiKeyRoute}) and send it with each call${f.apiKeyHeader ? ` in the \`${f.apiKeyHeader}\` header` : ''}:`,
            curl ?? '',
          ]
        : []),
      '## Errors {#errors}',
      'A call that fails answers with a status code of 400 or above and a JSON body that says what went wrong:',
      f.errorExample ? jsonBlock(f.errorExample) : '',
      table(
        ['Status', 'Meaning'],
        f.errors.map((e) => [`\`${e.status}\``, cell(STATUS[e.status] ?? e.description)]),
      ),
      '## Areas {#areas}',
      'The operations are grouped by the part of the product they work on:',
      areaTable(f, ['Area', 'Operations', 'Description']),
    ]
      .filter(Boolean)
      .join('\n\n');
  },
};
