import { apiKeyCurl, areaTable, cell, credentialExample, jsonBlock, table } from './markdown.js';
import type { IntroFacts, IntroScheme, IntroTemplate } from './template.js';

const STATUS: Record<string, string> = {
  '400': '请求无效：某个参数或请求体未通过校验。消息中会逐条列出问题。',
  '401': '未发送有效凭据，或凭据已过期。',
  '403': '凭据有效，但不允许此调用，例如 API 密钥缺少所需权限。',
  '404': '请求的对象不存在，或你无权查看。',
  '409': '请求与当前状态冲突，例如对象已经存在。',
  '413': '请求体过大。',
  '415': '服务器不接受该请求体的媒体类型。',
  '422': '请求格式正确，但无法执行。',
  '429': '请求过多，请稍后重试。',
  '500': '服务器出错，详情见服务器日志。',
  '502': '服务器前面的代理未从服务器获得有效响应。',
  '503': '服务器暂时不可用，请稍后重试。',
};

const HOW: Record<IntroScheme['in'], string> = { header: '请求头', cookie: 'Cookie', query: '查询参数' };

/** What a credential is; the spec's own descriptions are in its language, not in Chinese. */
const what = (s: IntroScheme) => (s.prefix ? '登录时获得的访问令牌' : s.in === 'cookie' ? '浏览器登录时获得的会话令牌' : 'API 密钥');

/** The introduction in Simplified Chinese. */
export const zhHans: IntroTemplate = {
  title: (f) => `${f.title} API 参考`,
  sidebarLabel: '简介',
  description: (f) => `${f.title} ${f.version} 的 HTTP API：基础地址、身份验证、错误，以及按分区列出的全部 ${f.operationCount} 个操作。`,
  markdown(f: IntroFacts) {
    const curl = apiKeyCurl(f);
    const samples = f.sdkPackage ? `curl、JavaScript、Python 和 \`${f.sdkPackage}\`` : 'curl、JavaScript 和 Python';
    return [
      `本参考介绍 ${f.title} API（版本 ${f.version}）的 ${f.operationCount} 个操作，分为 ${f.areas.length} 个分区。每个操作都有单独的页面，列出它的参数、请求体和响应体的结构及示例、所需的身份验证，以及 ${samples} 的代码示例。完整的描述也可以作为 OpenAPI 文件下载，例如用来生成客户端。`,
      `版本号 ${f.version} 是生成本参考所用的 OpenAPI 描述的版本${f.sdkPackage ? `，也就是调用方式与这些页面一致的 \`${f.sdkPackage}\` 的版本` : ''}。它可能与文档的版本不同：文档版本跟随服务器的发布，较新的服务器可能提供这里尚未列出的操作和字段。`,
      '## 基础地址 {#base-url}',
      `本参考中的所有路径都相对于服务器的 API 根路径 \`${f.baseUrl}\`。代码示例调用的是 \`${f.sampleServerUrl}\`，请换成你自己服务器的地址。${f.sampleCall ? `例如，\`${f.sampleCall.method} ${f.sampleCall.path}\` 会发送到 \`${f.sampleServerUrl}${f.sampleCall.path}\`。` : ''}除非操作页面注明了其他媒体类型，请求体和响应体均为 JSON。`,
      '## 身份验证 {#authentication}',
      '大多数操作需要凭据。每次调用时发送以下任意一种即可；每个操作的页面都列出了它接受的方式，少数公开操作会注明无需身份验证。',
      table(
        ['方案', '发送方式', '说明'],
        f.schemes.map((s) => [`\`${s.name}\``, `${HOW[s.in]} \`${cell(credentialExample(s, '…'))}\``, what(s)]),
      ),
      ...(f.apiKeyRoute
        ? [
            '## 获取 API 密钥 {#api-key}',
            `API 密钥让脚本或工具无需密码即可以你的身份操作。请按照[创建 API 密钥](${f.apiKeyRoute})中的说明创建密钥，并在每次调用时${f.apiKeyHeader ? `通过 \`${f.apiKeyHeader}\` 请求头` : ''}发送：`,
            curl ?? '',
          ]
        : []),
      '## 错误 {#errors}',
      '调用失败时，会返回 400 或以上的状态码，以及说明问题的 JSON 响应体：',
      f.errorExample ? jsonBlock(f.errorExample) : '',
      table(
        ['状态码', '含义'],
        f.errors.map((e) => [`\`${e.status}\``, cell(STATUS[e.status] ?? e.description)]),
      ),
      '## 分区 {#areas}',
      '操作按其所处理的产品部分分组：',
      areaTable(f, ['分区', '操作数', '说明']),
    ]
      .filter(Boolean)
      .join('\n\n');
  },
};
