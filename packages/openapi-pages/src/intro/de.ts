import { formatMessage } from '@lumidoc/i18n';
import { apiKeyCurl, cell, credentialExample, jsonBlock, table } from './markdown.js';
import type { IntroFacts, IntroScheme, IntroTemplate } from './template.js';

const STATUS: Record<string, string> = {
  '400': 'Die Anfrage ist ungültig: Ein Parameter oder der Body hat die Validierung nicht bestanden. Die Meldung führt jedes Problem einzeln auf.',
  '401': 'Es wurden keine gültigen Anmeldedaten gesendet, oder sie sind abgelaufen.',
  '403': 'Die Anmeldedaten sind gültig, erlauben diesen Aufruf aber nicht, zum Beispiel ein API-Schlüssel ohne die nötige Berechtigung.',
  '404': 'Das angeforderte Element existiert nicht oder ist für Sie nicht sichtbar.',
  '409': 'Die Anfrage steht im Widerspruch zum aktuellen Zustand, zum Beispiel weil das Element bereits existiert.',
  '413': 'Der Request-Body ist zu groß.',
  '415': 'Der Server akzeptiert den Medientyp des Bodys nicht.',
  '422': 'Die Anfrage ist formal korrekt, kann aber nicht ausgeführt werden.',
  '429': 'Zu viele Anfragen; warten Sie kurz und versuchen Sie es erneut.',
  '500': 'Auf dem Server ist ein Fehler aufgetreten; Details stehen in seinem Log.',
  '502': 'Ein Proxy vor dem Server hat von ihm keine gültige Antwort erhalten.',
  '503': 'Der Server ist gerade nicht erreichbar; versuchen Sie es später erneut.',
};

const HOW: Record<IntroScheme['in'], string> = { header: 'Header', cookie: 'Cookie', query: 'Query-Parameter' };

/** What a credential is; the spec's own descriptions are in its language, not in German. */
const what = (s: IntroScheme) => (s.prefix ? 'Ein Zugriffstoken, das Sie bei der Anmeldung erhalten' : s.in === 'cookie' ? 'Das Sitzungstoken, das ein Browser bei der Anmeldung erhält' : 'Ein API-Schlüssel');

const operations = { one: 'die eine Operation', other: 'die {count} Operationen' };
const inAreas = { one: 'in {count} Bereich', other: 'in {count} Bereichen' };

/** The introduction in German. */
export const de: IntroTemplate = {
  title: (f) => `${f.title}-API-Referenz`,
  sidebarLabel: 'Einführung',
  description: (f) => `Die HTTP-API von ${f.title} ${f.version}: Basis-URL, Authentifizierung, Fehler und alle ${f.operationCount} Operationen nach Bereichen.`,
  markdown(f: IntroFacts) {
    const curl = apiKeyCurl(f);
    const samples = f.sdkPackage ? `curl, JavaScript, Python und \`${f.sdkPackage}\`` : 'curl, JavaScript und Python';
    return [
      `Diese Referenz beschreibt ${formatMessage(operations, 'de', { count: f.operationCount })} der ${f.title}-API in Version ${f.version}, gegliedert ${formatMessage(inAreas, 'de', { count: f.areas.length })}. Jede Operation hat eine eigene Seite mit ihren Parametern, den Schemas von Request- und Response-Body samt Beispielen, der nötigen Authentifizierung und Codebeispielen für ${samples}. Die vollständige Beschreibung lässt sich außerdem als OpenAPI-Datei herunterladen, etwa um daraus einen Client zu generieren.`,
      `Die Versionsnummer ${f.version} ist die der OpenAPI-Beschreibung, aus der diese Referenz erzeugt wird${f.sdkPackage ? `, und damit die Version von \`${f.sdkPackage}\`, dessen Aufrufe diesen Seiten entsprechen` : ''}. Sie kann von der Version der Dokumentation abweichen, die den Releases des Servers folgt: Ein neuerer Server kann Operationen und Felder anbieten, die hier noch nicht aufgeführt sind.`,
      '## Basis-URL {#base-url}',
      `Alle Pfade in dieser Referenz sind relativ zum API-Stamm Ihres Servers, \`${f.baseUrl}\`. Die Codebeispiele rufen \`${f.sampleServerUrl}\` auf: Setzen Sie dort die Adresse Ihres eigenen Servers ein.${f.sampleCall ? ` So geht zum Beispiel \`${f.sampleCall.method} ${f.sampleCall.path}\` an \`${f.sampleServerUrl}${f.sampleCall.path}\`.` : ''} Bodys sind JSON, sofern die Seite einer Operation keinen anderen Medientyp nennt.`,
      '## Authentifizierung {#authentication}',
      'Die meisten Operationen erfordern Anmeldedaten. Senden Sie bei jedem Aufruf eine der folgenden Varianten; die Seite jeder Operation führt auf, welche sie akzeptiert, und die wenigen öffentlichen Operationen geben an, dass sie keine benötigen.',
      table(
        ['Schema', 'Wie es gesendet wird', 'Was es ist'],
        f.schemes.map((s) => [`\`${s.name}\``, `${HOW[s.in]} \`${cell(credentialExample(s, '…'))}\``, what(s)]),
      ),
      ...(f.apiKeyRoute
        ? [
            '## API-Schlüssel erhalten {#api-key}',
            `Mit einem API-Schlüssel kann ein Skript oder Werkzeug in Ihrem Namen handeln, ohne Ihr Passwort zu kennen. Erstellen Sie einen Schlüssel wie unter [API-Schlüssel erstellen](${f.apiKeyRoute}) beschrieben und senden Sie ihn bei jedem Aufruf mit${f.apiKeyHeader ? `, und zwar im Header \`${f.apiKeyHeader}\`` : ''}:`,
            curl ?? '',
          ]
        : []),
      '## Fehler {#errors}',
      'Ein fehlgeschlagener Aufruf antwortet mit einem Statuscode ab 400 und einem JSON-Body, der beschreibt, was schiefgelaufen ist:',
      f.errorExample ? jsonBlock(f.errorExample) : '',
      table(
        ['Status', 'Bedeutung'],
        f.errors.map((e) => [`\`${e.status}\``, cell(STATUS[e.status] ?? e.description)]),
      ),
      '## Bereiche {#areas}',
      'Die Operationen sind nach dem Teil des Produkts gruppiert, mit dem sie arbeiten:',
      table(
        ['Bereich', 'Operationen'],
        f.areas.map((a) => [`[${cell(a.tag)}](${a.route})`, String(a.count)]),
      ),
    ]
      .filter(Boolean)
      .join('\n\n');
  },
};
