import { formatMessage } from '@lumidoc/i18n';
import { apiKeyCurl, cell, credentialExample, jsonBlock, table } from './markdown.js';
import type { IntroFacts, IntroScheme, IntroTemplate } from './template.js';

const STATUS: Record<string, string> = {
  '400': '요청이 잘못되었습니다. 매개변수나 본문이 유효성 검사를 통과하지 못했으며, 메시지에 각 문제가 나열됩니다.',
  '401': '유효한 자격 증명을 보내지 않았거나 자격 증명이 만료되었습니다.',
  '403': '자격 증명은 유효하지만 이 호출을 허용하지 않습니다. 예를 들어 API 키에 필요한 권한이 없는 경우입니다.',
  '404': '요청한 항목이 없거나, 볼 수 있는 권한이 없습니다.',
  '409': '요청이 현재 상태와 충돌합니다. 예를 들어 같은 항목이 이미 있는 경우입니다.',
  '413': '요청 본문이 너무 큽니다.',
  '415': '서버가 본문의 미디어 유형을 받아들이지 않습니다.',
  '422': '요청 형식은 올바르지만 처리할 수 없습니다.',
  '429': '요청이 너무 많습니다. 잠시 기다린 후 다시 시도하세요.',
  '500': '서버에서 오류가 발생했습니다. 자세한 내용은 서버 로그에 있습니다.',
  '502': '서버 앞단의 프록시가 서버로부터 올바른 응답을 받지 못했습니다.',
  '503': '지금은 서버를 사용할 수 없습니다. 나중에 다시 시도하세요.',
};

const HOW: Record<IntroScheme['in'], string> = { header: '헤더', cookie: '쿠키', query: '쿼리 매개변수' };

/** What a credential is; the spec's own descriptions are in its language, not in Korean. */
const what = (s: IntroScheme) => (s.prefix ? '로그인할 때 받는 액세스 토큰' : s.in === 'cookie' ? '브라우저가 로그인할 때 받는 세션 토큰' : 'API 키');

/** Korean has no plural forms: one `other` form, the counter word after the number. */
const operations = { other: '작업 {count}개' };
const areas = { other: '영역 {count}개' };

/** The introduction in Korean. */
export const ko: IntroTemplate = {
  title: (f) => `${f.title} API 레퍼런스`,
  sidebarLabel: '소개',
  description: (f) => `${f.title} ${f.version}의 HTTP API: 기본 URL, 인증, 오류, 그리고 영역별로 정리한 작업 ${f.operationCount}개 전체.`,
  markdown(f: IntroFacts) {
    const curl = apiKeyCurl(f);
    const samples = f.sdkPackage ? `curl, JavaScript, Python, \`${f.sdkPackage}\`` : 'curl, JavaScript, Python';
    return [
      `이 레퍼런스는 ${f.title} API 버전 ${f.version}의 ${formatMessage(operations, 'ko', { count: f.operationCount })}를 ${formatMessage(areas, 'ko', { count: f.areas.length })}로 나누어 설명합니다. 각 작업에는 매개변수, 요청 본문과 응답 본문의 스키마와 예시, 필요한 인증, 그리고 ${samples} 코드 예제를 담은 페이지가 있습니다. 전체 명세는 OpenAPI 파일로도 다운로드할 수 있어 클라이언트 생성 등에 활용할 수 있습니다.`,
      `버전 번호(${f.version})는 이 레퍼런스를 생성한 OpenAPI 설명의 버전${f.sdkPackage ? `이며, 호출 방식이 이 페이지들과 일치하는 \`${f.sdkPackage}\`의 버전` : ''}입니다. 문서 버전은 서버 릴리스를 따르므로 이 번호와 다를 수 있으며, 더 새로운 서버에는 아직 여기에 없는 작업이나 필드가 있을 수 있습니다.`,
      '## 기본 URL {#base-url}',
      `이 레퍼런스의 모든 경로는 서버의 API 루트(\`${f.baseUrl}\`)를 기준으로 한 상대 경로입니다. 코드 예제가 호출하는 주소는 \`${f.sampleServerUrl}\`이므로, 이 부분을 실제 서버 주소로 바꾸어 사용하세요.${f.sampleCall ? ` 예를 들어 \`${f.sampleCall.method} ${f.sampleCall.path}\` 요청은 \`${f.sampleServerUrl}${f.sampleCall.path}\` 주소로 전송됩니다.` : ''} 작업 페이지에 다른 미디어 유형이 명시되지 않은 한 본문은 JSON입니다.`,
      '## 인증 {#authentication}',
      '대부분의 작업에는 자격 증명이 필요합니다. 호출할 때마다 아래 방식 중 하나로 자격 증명을 보내세요. 각 작업 페이지에는 해당 작업이 받아들이는 방식이 나와 있으며, 몇 안 되는 공개 작업에는 인증이 필요하지 않다고 표시되어 있습니다.',
      table(
        ['방식', '전송 위치', '설명'],
        f.schemes.map((s) => [`\`${s.name}\``, `${HOW[s.in]} \`${cell(credentialExample(s, '…'))}\``, what(s)]),
      ),
      ...(f.apiKeyRoute
        ? [
            '## API 키 발급 {#api-key}',
            `API 키를 사용하면 스크립트나 도구가 비밀번호 없이 사용자 대신 작업할 수 있습니다. [API 키 만들기](${f.apiKeyRoute})의 설명에 따라 키를 만든 다음, 호출할 때마다${f.apiKeyHeader ? ` \`${f.apiKeyHeader}\` 헤더에 담아` : ''} 보내세요.`,
            curl ?? '',
          ]
        : []),
      '## 오류 {#errors}',
      '실패한 호출은 400 이상의 상태 코드와 함께 무엇이 잘못되었는지 알려 주는 JSON 본문을 반환합니다.',
      f.errorExample ? jsonBlock(f.errorExample) : '',
      table(
        ['상태 코드', '의미'],
        f.errors.map((e) => [`\`${e.status}\``, cell(STATUS[e.status] ?? e.description)]),
      ),
      '## 영역 {#areas}',
      '작업은 제품에서 다루는 부분에 따라 영역별로 묶여 있습니다.',
      table(
        ['영역', '작업 수'],
        f.areas.map((a) => [`[${cell(a.tag)}](${a.route})`, String(a.count)]),
      ),
    ]
      .filter(Boolean)
      .join('\n\n');
  },
};
