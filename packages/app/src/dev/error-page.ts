import { createTranslator, preferredLocale, type Catalog } from '@lumidoc/i18n';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

type ErrorPageKey = 'title' | 'heading' | 'hint';

/** The error page's own words; the error itself (file, line, fix) is the pipeline's, in English. */
export const ERROR_PAGE_STRINGS: Readonly<Record<string, Catalog<ErrorPageKey>>> = {
  en: { title: 'Content error', heading: 'The site has an error', hint: 'Fix it and save: this page reloads by itself.' },
  ru: { title: 'Ошибка в содержимом', heading: 'В сайте есть ошибка', hint: 'Исправьте её и сохраните файл: страница перезагрузится сама.' },
  'zh-Hans': { title: '内容错误', heading: '站点有一个错误', hint: '修正并保存后，此页面会自动重新加载。' },
  'zh-Hant': { title: '內容錯誤', heading: '網站有一個錯誤', hint: '修正並儲存後，此頁面會自動重新載入。' },
  ja: { title: 'コンテンツのエラー', heading: 'サイトにエラーがあります', hint: '修正して保存すると、このページは自動で再読み込みされます。' },
  ko: { title: '콘텐츠 오류', heading: '사이트에 오류가 있습니다', hint: '수정하고 저장하면 이 페이지가 자동으로 다시 로드됩니다.' },
  pt: { title: 'Erro de conteúdo', heading: 'O site tem um erro', hint: 'Corrija e salve: esta página recarrega sozinha.' },
  es: { title: 'Error de contenido', heading: 'El sitio tiene un error', hint: 'Corríjalo y guarde: esta página se recarga sola.' },
  fr: { title: 'Erreur de contenu', heading: 'Le site contient une erreur', hint: 'Corrigez-la et enregistrez : cette page se recharge d’elle-même.' },
  de: { title: 'Inhaltsfehler', heading: 'Die Website hat einen Fehler', hint: 'Beheben Sie ihn und speichern Sie: Diese Seite lädt sich von selbst neu.' },
};

/** The locale of the error page: the reader's first `Accept-Language` it speaks, else English. */
export function errorPageLocale(acceptLanguage: string | undefined): string {
  return preferredLocale(acceptLanguage, Object.keys(ERROR_PAGE_STRINGS)) ?? 'en';
}

/**
 * What a developer needs to read about an error: a content error's own message (file, line and
 * fix), the stack of anything else.
 */
export function describeError(error: unknown): string {
  // By name, not class: the packages that throw may be loaded from their sources or their builds.
  if (error instanceof Error) return ['ContentError', 'ContentErrors', 'LocaleConfigError'].includes(error.name) ? error.message : (error.stack ?? error.message);
  return String(error);
}

/**
 * The page the development server answers with while the content has an error, in `locale`; the
 * dev server's client script, added by Vite, reloads it once the content is fixed.
 */
export function errorPage(error: unknown, locale = 'en'): string {
  const t = createTranslator(ERROR_PAGE_STRINGS, [locale, 'en']);
  return `<!doctype html>
<html lang="${ERROR_PAGE_STRINGS[locale] ? locale : 'en'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${t('title')}</title></head>
<body style="font-family: system-ui, sans-serif; margin: 2rem; line-height: 1.5">
<h1>${t('heading')}</h1>
<pre lang="en" style="white-space: pre-wrap; background: #fdecea; color: #611a15; padding: 1rem; border-radius: 6px">${escapeHtml(describeError(error))}</pre>
<p>${t('hint')}</p>
</body>
</html>
`;
}
