import { formatMessage } from '@lumidoc/i18n';
import { apiKeyCurl, cell, credentialExample, jsonBlock, table } from './markdown.js';
import type { IntroFacts, IntroScheme, IntroTemplate } from './template.js';

const STATUS: Record<string, string> = {
  '400': '請求無效：某個參數或請求主體未通過驗證。訊息中會逐一列出每個問題。',
  '401': '沒有傳送有效的憑證，或憑證已過期。',
  '403': '憑證有效，但不允許這項呼叫，例如 API 金鑰缺少所需的權限。',
  '404': '要求的項目不存在，或您無權查看。',
  '409': '請求與目前的狀態衝突，例如項目已經存在。',
  '413': '請求主體過大。',
  '415': '伺服器不接受請求主體的媒體類型。',
  '422': '請求格式正確，但無法執行。',
  '429': '請求次數過多，請稍候再試。',
  '500': '伺服器發生錯誤，詳細資訊請見伺服器日誌。',
  '502': '伺服器前方的代理伺服器沒有從伺服器收到有效的回應。',
  '503': '伺服器目前無法使用，請稍後再試。',
};

const HOW: Record<IntroScheme['in'], string> = { header: '請求標頭', cookie: 'Cookie', query: '查詢參數' };

/** What a credential is; the spec's own descriptions are in its language, not in Chinese. */
const what = (s: IntroScheme) => (s.prefix ? '登入時取得的存取權杖' : s.in === 'cookie' ? '瀏覽器登入時取得的工作階段權杖' : 'API 金鑰');

/** Chinese has one plural form; the helpers still pick it, as for every other locale. */
const operations = { other: '{count} 個操作' };
const areas = { other: '{count} 個分區' };

/** The introduction in Traditional Chinese (Taiwan). */
export const zhHant: IntroTemplate = {
  title: (f) => `${f.title} API 參考文件`,
  sidebarLabel: '簡介',
  description: (f) =>
    `${f.title} ${f.version} 的 HTTP API：基礎網址、身分驗證、錯誤，以及依分區列出的全部 ${formatMessage(operations, 'zh-Hant', { count: f.operationCount })}。`,
  markdown(f: IntroFacts) {
    const curl = apiKeyCurl(f);
    const samples = f.sdkPackage ? `curl、JavaScript、Python 和 \`${f.sdkPackage}\`` : 'curl、JavaScript 和 Python';
    return [
      `本參考文件說明 ${f.title} API（版本 ${f.version}）的 ${formatMessage(operations, 'zh-Hant', { count: f.operationCount })}，分為 ${formatMessage(areas, 'zh-Hant', { count: f.areas.length })}。每個操作都有自己的頁面，列出它的參數、請求主體與回應主體的結構和範例、所需的身分驗證，以及 ${samples} 的程式碼範例。完整的描述也能以 OpenAPI 檔案下載，例如用來產生用戶端程式。`,
      `版本號 ${f.version} 是產生本參考文件所用的 OpenAPI 描述的版本${f.sdkPackage ? `，也就是呼叫方式與這些頁面一致的 \`${f.sdkPackage}\` 的版本` : ''}。它可能與文件的版本不同：文件版本跟隨伺服器的發行，較新的伺服器可能提供這裡尚未列出的操作與欄位。`,
      '## 基礎網址 {#base-url}',
      `本參考文件中的所有路徑，都是相對於您伺服器的 API 根路徑 \`${f.baseUrl}\`。程式碼範例呼叫的是 \`${f.sampleServerUrl}\`，請換成您自己伺服器的位址。${f.sampleCall ? `例如，\`${f.sampleCall.method} ${f.sampleCall.path}\` 會送到 \`${f.sampleServerUrl}${f.sampleCall.path}\`。` : ''}除非操作頁面註明了其他媒體類型，請求主體與回應主體一律為 JSON。`,
      '## 身分驗證 {#authentication}',
      '大多數操作都需要憑證。每次呼叫時傳送下列任一種即可；每個操作的頁面都會列出它接受的方式，少數公開操作則會註明不需要身分驗證。',
      table(
        ['方案', '傳送方式', '說明'],
        f.schemes.map((s) => [`\`${s.name}\``, `${HOW[s.in]} \`${cell(credentialExample(s, '…'))}\``, what(s)]),
      ),
      ...(f.apiKeyRoute
        ? [
            '## 取得 API 金鑰 {#api-key}',
            `有了 API 金鑰，腳本或工具不需要您的密碼就能以您的身分操作。請依照[建立 API 金鑰](${f.apiKeyRoute})的說明建立金鑰，並在每次呼叫時${f.apiKeyHeader ? `透過 \`${f.apiKeyHeader}\` 請求標頭` : ''}傳送：`,
            curl ?? '',
          ]
        : []),
      '## 錯誤 {#errors}',
      '呼叫失敗時，會回傳 400 以上的狀態碼，以及說明問題所在的 JSON 回應主體：',
      f.errorExample ? jsonBlock(f.errorExample) : '',
      table(
        ['狀態碼', '意義'],
        f.errors.map((e) => [`\`${e.status}\``, cell(STATUS[e.status] ?? e.description)]),
      ),
      '## 分區 {#areas}',
      '操作依其處理的產品功能分組：',
      table(
        ['分區', '操作數'],
        f.areas.map((a) => [`[${cell(a.tag)}](${a.route})`, String(a.count)]),
      ),
    ]
      .filter(Boolean)
      .join('\n\n');
  },
};
