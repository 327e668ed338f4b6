import { formatMessage } from '@lumidoc/i18n';
import { apiKeyCurl, cell, credentialExample, jsonBlock, table } from './markdown.js';
import type { IntroFacts, IntroScheme, IntroTemplate } from './template.js';

const STATUS: Record<string, string> = {
  '400': 'A requisição é inválida: um parâmetro ou o corpo não passou na validação. A mensagem lista cada problema.',
  '401': 'Nenhuma credencial válida foi enviada, ou as credenciais expiraram.',
  '403': 'As credenciais são válidas, mas não permitem esta chamada; por exemplo, uma chave de API sem a permissão necessária.',
  '404': 'O item solicitado não existe ou não está visível para você.',
  '409': 'A requisição entra em conflito com o estado atual; por exemplo, um item que já existe.',
  '413': 'O corpo da requisição é grande demais.',
  '415': 'O servidor não aceita o tipo de mídia do corpo.',
  '422': 'A requisição está bem formada, mas não pode ser executada.',
  '429': 'Requisições demais; aguarde e tente novamente.',
  '500': 'Ocorreu uma falha no servidor; o log dele tem os detalhes.',
  '502': 'Um proxy na frente do servidor não recebeu dele uma resposta válida.',
  '503': 'O servidor não está disponível no momento; tente novamente mais tarde.',
};

const HOW: Record<IntroScheme['in'], string> = { header: 'Cabeçalho', cookie: 'Cookie', query: 'Parâmetro de consulta' };

/** What a credential is; the spec's own descriptions are in its language, not in Portuguese. */
const what = (s: IntroScheme) => (s.prefix ? 'Um token de acesso recebido ao fazer login' : s.in === 'cookie' ? 'O token de sessão que o navegador recebe ao fazer login' : 'Uma chave de API');

/** "a única operação" / "as 250 operações". */
const operations = { one: 'a única operação', other: 'as {count} operações' };
const areas = { one: '{count} área', other: '{count} áreas' };

/** The introduction in Brazilian Portuguese. */
export const pt: IntroTemplate = {
  title: (f) => `Referência da API do ${f.title}`,
  sidebarLabel: 'Introdução',
  description: (f) => `A API HTTP do ${f.title} ${f.version}: URL base, autenticação, erros e ${formatMessage({ one: 'a única operação', other: 'todas as {count} operações' }, 'pt', { count: f.operationCount })} por área.`,
  markdown(f: IntroFacts) {
    const curl = apiKeyCurl(f);
    const samples = f.sdkPackage ? `curl, JavaScript, Python e \`${f.sdkPackage}\`` : 'curl, JavaScript e Python';
    return [
      `Esta referência descreve ${formatMessage(operations, 'pt', { count: f.operationCount })} da API do ${f.title}, versão ${f.version}, em ${formatMessage(areas, 'pt', { count: f.areas.length })}. Cada operação tem uma página com seus parâmetros, os esquemas dos corpos de requisição e de resposta com exemplos, a autenticação necessária e exemplos de código em ${samples}. A descrição completa também pode ser baixada como arquivo OpenAPI, por exemplo para gerar um cliente.`,
      `O número de versão, ${f.version}, é o da descrição OpenAPI a partir da qual esta referência é gerada${f.sdkPackage ? `, e portanto a versão do \`${f.sdkPackage}\` cujas chamadas correspondem a estas páginas` : ''}. Ele pode ser diferente da versão da documentação, que acompanha os lançamentos do servidor: um servidor mais novo pode oferecer operações e campos que ainda não aparecem aqui.`,
      '## URL base {#base-url}',
      `Todos os caminhos desta referência são relativos à raiz da API do seu servidor, \`${f.baseUrl}\`. Os exemplos de código chamam \`${f.sampleServerUrl}\`: substitua pelo endereço do seu próprio servidor.${f.sampleCall ? ` Por exemplo, \`${f.sampleCall.method} ${f.sampleCall.path}\` vai para \`${f.sampleServerUrl}${f.sampleCall.path}\`.` : ''} Os corpos são JSON, a menos que a página da operação indique outro tipo de mídia.`,
      '## Autenticação {#authentication}',
      'A maioria das operações exige credenciais. Envie qualquer uma das opções abaixo em cada chamada; a página de cada operação lista as que ela aceita, e as poucas operações públicas indicam que não precisam de nenhuma.',
      table(
        ['Esquema', 'Como é enviado', 'O que é'],
        f.schemes.map((s) => [`\`${s.name}\``, `${HOW[s.in]} \`${cell(credentialExample(s, '…'))}\``, what(s)]),
      ),
      ...(f.apiKeyRoute
        ? [
            '## Como obter uma chave de API {#api-key}',
            `Uma chave de API permite que um script ou ferramenta aja em seu nome sem a sua senha. Crie uma como descrito em [Criar uma chave de API](${f.apiKeyRoute}) e envie-a em cada chamada${f.apiKeyHeader ? ` no cabeçalho \`${f.apiKeyHeader}\`` : ''}:`,
            curl ?? '',
          ]
        : []),
      '## Erros {#errors}',
      'Uma chamada que falha responde com um código de status 400 ou superior e um corpo JSON que explica o que deu errado:',
      f.errorExample ? jsonBlock(f.errorExample) : '',
      table(
        ['Status', 'Significado'],
        f.errors.map((e) => [`\`${e.status}\``, cell(STATUS[e.status] ?? e.description)]),
      ),
      '## Áreas {#areas}',
      'As operações estão agrupadas pela parte do produto em que atuam:',
      table(
        ['Área', 'Operações'],
        f.areas.map((a) => [`[${cell(a.tag)}](${a.route})`, String(a.count)]),
      ),
    ]
      .filter(Boolean)
      .join('\n\n');
  },
};
