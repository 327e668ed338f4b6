import { formatMessage } from '@lumidoc/i18n';
import { apiKeyCurl, areaTable, cell, credentialExample, jsonBlock, table } from './markdown.js';
import type { IntroFacts, IntroScheme, IntroTemplate } from './template.js';

const STATUS: Record<string, string> = {
  '400': 'Запрос неверен: параметр или тело не прошли проверку. В сообщении перечислена каждая проблема.',
  '401': 'Учётные данные не переданы, неверны или устарели.',
  '403': 'Учётные данные верны, но не разрешают этот вызов — например, у ключа API нет нужного разрешения.',
  '404': 'Запрошенный объект не существует или вам не виден.',
  '409': 'Запрос противоречит текущему состоянию — например, такой объект уже есть.',
  '413': 'Тело запроса слишком велико.',
  '415': 'Сервер не принимает тип содержимого тела.',
  '422': 'Запрос составлен верно, но выполнить его нельзя.',
  '429': 'Слишком много запросов; подождите и повторите.',
  '500': 'Ошибка на сервере; подробности — в его журнале.',
  '502': 'Прокси-сервер перед сервером не получил от него корректного ответа.',
  '503': 'Сервер сейчас недоступен; повторите попытку позже.',
};

const HOW: Record<IntroScheme['in'], string> = { header: 'Заголовок', cookie: 'Файл cookie', query: 'Параметр запроса' };

/** What a credential is; the spec's own descriptions are in its language, not in Russian. */
const what = (s: IntroScheme) => (s.prefix ? 'Токен доступа, полученный при входе в систему' : s.in === 'cookie' ? 'Токен сеанса, который браузер получает при входе' : 'Ключ API');

const operations = { one: '{count} операцию', few: '{count} операции', many: '{count} операций', other: '{count} операции' };
/** Prepositional case: «в 31 разделе», «в 5 разделах». */
const inAreas = { one: 'в {count} разделе', few: 'в {count} разделах', many: 'в {count} разделах', other: 'в {count} разделах' };

/** The introduction in Russian. */
export const ru: IntroTemplate = {
  title: (f) => `Справочник API ${f.title}`,
  sidebarLabel: 'Введение',
  description: (f) => `HTTP API ${f.title} ${f.version}: базовый адрес, аутентификация, ошибки и операции по разделам (всего операций: ${f.operationCount}).`,
  markdown(f: IntroFacts) {
    const curl = apiKeyCurl(f);
    const samples = f.sdkPackage ? `curl, JavaScript, Python и \`${f.sdkPackage}\`` : 'curl, JavaScript и Python';
    return [
      `Этот справочник описывает ${formatMessage(operations, 'ru', { count: f.operationCount })} API ${f.title} версии ${f.version} ${formatMessage(inAreas, 'ru', { count: f.areas.length })}. У каждой операции своя страница: параметры, схемы тела запроса и ответов с примерами, нужная аутентификация и примеры кода для ${samples}. Всё описание можно также скачать файлом OpenAPI — например, чтобы сгенерировать клиент.`,
      `Номер версии ${f.version} — это версия описания OpenAPI, из которого создан справочник${f.sdkPackage ? `, а значит, и версия пакета \`${f.sdkPackage}\`, вызовы которого совпадают с этими страницами` : ''}. Он может отличаться от версии документации, которая следует выпускам сервера: более новый сервер может предлагать операции и поля, которых здесь ещё нет.`,
      '## Базовый адрес {#base-url}',
      `Все пути в справочнике указаны относительно корня API вашего сервера — \`${f.baseUrl}\`. Примеры кода обращаются к \`${f.sampleServerUrl}\`: подставьте вместо него адрес своего сервера.${f.sampleCall ? ` Например, \`${f.sampleCall.method} ${f.sampleCall.path}\` отправляется на \`${f.sampleServerUrl}${f.sampleCall.path}\`.` : ''} Тела запросов и ответов передаются в JSON, если на странице операции не указан другой тип содержимого.`,
      '## Аутентификация {#authentication}',
      'Большинству операций нужны учётные данные. Передавайте с каждым запросом любой один из способов ниже; на странице каждой операции перечислены способы, которые она принимает, а немногие публичные операции отмечены как не требующие аутентификации.',
      table(
        ['Схема', 'Как передаётся', 'Что это'],
        f.schemes.map((s) => [`\`${s.name}\``, `${HOW[s.in]} \`${cell(credentialExample(s, '…'))}\``, what(s)]),
      ),
      ...(f.apiKeyRoute
        ? [
            '## Как получить ключ API {#api-key}',
            `Ключ API позволяет скрипту или программе действовать от вашего имени без пароля. Создайте его, как описано в разделе [Создание API-ключа](${f.apiKeyRoute}), и передавайте с каждым запросом${f.apiKeyHeader ? ` в заголовке \`${f.apiKeyHeader}\`` : ''}:`,
            curl ?? '',
          ]
        : []),
      '## Ошибки {#errors}',
      'Неудачный запрос возвращает код состояния 400 или выше и тело JSON с описанием проблемы:',
      f.errorExample ? jsonBlock(f.errorExample) : '',
      table(
        ['Код', 'Значение'],
        f.errors.map((e) => [`\`${e.status}\``, cell(STATUS[e.status] ?? e.description)]),
      ),
      '## Разделы {#areas}',
      'Операции сгруппированы по частям продукта, с которыми они работают:',
      areaTable(f, ['Раздел', 'Операций', 'Описание']),
    ]
      .filter(Boolean)
      .join('\n\n');
  },
};
