import { formatMessage } from '@lumidoc/i18n';
import { apiKeyCurl, cell, credentialExample, jsonBlock, table } from './markdown.js';
import type { IntroFacts, IntroScheme, IntroTemplate } from './template.js';

const STATUS: Record<string, string> = {
  '400': 'リクエストが不正です。パラメーターまたはボディが検証を通りませんでした。問題点はメッセージに 1 つずつ示されます。',
  '401': '有効な資格情報が送信されていないか、有効期限が切れています。',
  '403': '資格情報は有効ですが、この呼び出しは許可されていません。たとえば、必要な権限を持たない API キーを使った場合です。',
  '404': '要求された項目が存在しないか、あなたには表示されません。',
  '409': 'リクエストが現在の状態と競合しています。たとえば、その項目がすでに存在する場合です。',
  '413': 'リクエストボディが大きすぎます。',
  '415': 'サーバーはこのボディのメディアタイプを受け付けません。',
  '422': 'リクエストの形式は正しいものの、処理を実行できません。',
  '429': 'リクエストが多すぎます。しばらく待ってから再試行してください。',
  '500': 'サーバーでエラーが発生しました。詳細はサーバーのログを確認してください。',
  '502': 'サーバーの前段にあるプロキシが、サーバーから有効な応答を受け取れませんでした。',
  '503': 'サーバーは現在利用できません。しばらくしてから再試行してください。',
};

const HOW: Record<IntroScheme['in'], string> = { header: 'ヘッダー', cookie: 'Cookie', query: 'クエリパラメーター' };

/** What a credential is; the spec's own descriptions are in its language, not in Japanese. */
const what = (s: IntroScheme) => (s.prefix ? 'ログイン時に受け取るアクセストークン' : s.in === 'cookie' ? 'ブラウザーがログイン時に受け取るセッショントークン' : 'API キー');

/** Japanese has a single plural category; the helpers are used as in the other locales. */
const operations = { other: '{count} 個のオペレーション' };
const areas = { other: '{count} のエリア' };

/** The introduction in Japanese. */
export const ja: IntroTemplate = {
  title: (f) => `${f.title} API リファレンス`,
  sidebarLabel: 'はじめに',
  description: (f) => `${f.title} ${f.version} の HTTP API：ベース URL、認証、エラー、およびエリア別の全 ${f.operationCount} 個のオペレーション。`,
  markdown(f: IntroFacts) {
    const curl = apiKeyCurl(f);
    const samples = f.sdkPackage ? `curl、JavaScript、Python、\`${f.sdkPackage}\`` : 'curl、JavaScript、Python';
    return [
      `このリファレンスでは、${f.title} API（バージョン ${f.version}）の ${formatMessage(operations, 'ja', { count: f.operationCount })}を ${formatMessage(areas, 'ja', { count: f.areas.length })}に分けて説明します。各オペレーションには専用のページがあり、パラメーター、リクエストボディとレスポンスボディのスキーマと例、必要な認証、${samples} のコード例を掲載しています。クライアントの生成などに使えるよう、API 全体の定義を OpenAPI ファイルとしてダウンロードすることもできます。`,
      `バージョン番号 ${f.version} は、このリファレンスの生成元である OpenAPI 記述のバージョン${f.sdkPackage ? `であり、呼び出し方がこれらのページと一致する \`${f.sdkPackage}\` のバージョン` : ''}です。ドキュメントのバージョンはサーバーのリリースに合わせて付けられるため、この番号と異なることがあります。より新しいサーバーには、ここにまだ載っていないオペレーションやフィールドがある場合があります。`,
      '## ベース URL {#base-url}',
      `このリファレンスのパスはすべて、サーバーの API ルート \`${f.baseUrl}\` からの相対パスです。コード例は \`${f.sampleServerUrl}\` を呼び出しているので、ご自分のサーバーのアドレスに置き換えてください。${f.sampleCall ? `たとえば \`${f.sampleCall.method} ${f.sampleCall.path}\` は \`${f.sampleServerUrl}${f.sampleCall.path}\` に送信されます。` : ''}オペレーションのページで別のメディアタイプが示されていない限り、ボディは JSON です。`,
      '## 認証 {#authentication}',
      'ほとんどのオペレーションには資格情報が必要です。呼び出しのたびに、次のいずれか 1 つを送信してください。各オペレーションのページには受け付ける方式が記載されており、認証が不要な一部の公開オペレーションにはその旨が示されています。',
      table(
        ['方式', '送信方法', '内容'],
        f.schemes.map((s) => [`\`${s.name}\``, `${HOW[s.in]} \`${cell(credentialExample(s, '…'))}\``, what(s)]),
      ),
      ...(f.apiKeyRoute
        ? [
            '## API キーの取得 {#api-key}',
            `API キーを使うと、スクリプトやツールがパスワードなしであなたとして操作できます。[API キーの作成](${f.apiKeyRoute})の手順で作成し、呼び出しのたびに${f.apiKeyHeader ? ` \`${f.apiKeyHeader}\` ヘッダーで` : ''}送信してください。`,
            curl ?? '',
          ]
        : []),
      '## エラー {#errors}',
      '失敗した呼び出しは、400 以上のステータスコードと、何が問題だったかを示す JSON ボディを返します。',
      f.errorExample ? jsonBlock(f.errorExample) : '',
      table(
        ['ステータス', '意味'],
        f.errors.map((e) => [`\`${e.status}\``, cell(STATUS[e.status] ?? e.description)]),
      ),
      '## エリア {#areas}',
      'オペレーションは、対象とする製品の機能ごとにグループ化されています。',
      table(
        ['エリア', 'オペレーション数'],
        f.areas.map((a) => [`[${cell(a.tag)}](${a.route})`, String(a.count)]),
      ),
    ]
      .filter(Boolean)
      .join('\n\n');
  },
};
