import { formatMessage } from '@lumidoc/i18n';
import { apiKeyCurl, cell, credentialExample, jsonBlock, table } from './markdown.js';
import type { IntroFacts, IntroScheme, IntroTemplate } from './template.js';

const STATUS: Record<string, string> = {
  '400': 'La requête est invalide\u00a0: un paramètre ou le corps n’a pas passé la validation. Le message détaille chaque problème.',
  '401': 'Aucun identifiant valide n’a été envoyé, ou les identifiants ont expiré.',
  '403': 'Les identifiants sont valides mais n’autorisent pas cet appel, par exemple une clé API sans la permission nécessaire.',
  '404': 'L’élément demandé n’existe pas ou ne vous est pas visible.',
  '409': 'La requête est en conflit avec l’état actuel, par exemple un élément qui existe déjà.',
  '413': 'Le corps de la requête est trop volumineux.',
  '415': 'Le serveur n’accepte pas le type de média du corps.',
  '422': 'La requête est bien formée mais ne peut pas être exécutée.',
  '429': 'Trop de requêtes\u00a0; patientez, puis réessayez.',
  '500': 'Le serveur a rencontré une erreur\u00a0; son journal en donne le détail.',
  '502': 'Un proxy placé devant le serveur n’a pas reçu de réponse valide de sa part.',
  '503': 'Le serveur est momentanément indisponible\u00a0; réessayez plus tard.',
};

const HOW: Record<IntroScheme['in'], string> = { header: 'En-tête', cookie: 'Cookie', query: 'Paramètre de requête' };

/** What a credential is; the spec's own descriptions are in its language, not in French. */
const what = (s: IntroScheme) => (s.prefix ? 'Un jeton d’accès reçu à la connexion' : s.in === 'cookie' ? 'Le jeton de session qu’un navigateur reçoit à la connexion' : 'Une clé API');

/** French plural categories: `one` (0 and 1), `many` (millions), `other`. */
const operations = {
  one: 'l’unique opération de l’API {title}, version {version}, classée',
  many: 'les {count} opérations de l’API {title}, version {version}, classées',
  other: 'les {count} opérations de l’API {title}, version {version}, classées',
};
const inAreas = { one: 'en {count} domaine', many: 'en {count} domaines', other: 'en {count} domaines' };

/** The introduction in French. */
export const fr: IntroTemplate = {
  title: (f) => `Référence de l’API ${f.title}`,
  sidebarLabel: 'Introduction',
  description: (f) => `L’API HTTP d’${f.title} ${f.version}\u00a0: URL de base, authentification, erreurs et les ${f.operationCount} opérations classées par domaine.`,
  markdown(f: IntroFacts) {
    const curl = apiKeyCurl(f);
    const samples = f.sdkPackage ? `curl, JavaScript, Python et \`${f.sdkPackage}\`` : 'curl, JavaScript et Python';
    return [
      `Cette référence décrit ${formatMessage(operations, 'fr', { count: f.operationCount, title: f.title, version: f.version })} ${formatMessage(inAreas, 'fr', { count: f.areas.length })}. Chaque opération a sa page\u00a0: ses paramètres, les schémas des corps de requête et de réponse avec des exemples, l’authentification requise et des exemples de code en ${samples}. La description complète peut aussi être téléchargée sous forme de fichier OpenAPI, par exemple pour générer un client.`,
      `Le numéro de version, ${f.version}, est celui de la description OpenAPI dont cette référence est générée${f.sdkPackage ? `, et donc la version de \`${f.sdkPackage}\` dont les appels correspondent à ces pages` : ''}. Il peut différer de la version de la documentation, qui suit les versions du serveur\u00a0: un serveur plus récent peut proposer des opérations et des champs qui ne figurent pas encore ici.`,
      '## URL de base {#base-url}',
      `Tous les chemins de cette référence sont relatifs à la racine de l’API de votre serveur, \`${f.baseUrl}\`. Les exemples de code appellent \`${f.sampleServerUrl}\`\u00a0: remplacez cette adresse par celle de votre propre serveur.${f.sampleCall ? ` Par exemple, \`${f.sampleCall.method} ${f.sampleCall.path}\` est envoyé à \`${f.sampleServerUrl}${f.sampleCall.path}\`.` : ''} Les corps sont en JSON, sauf si la page d’une opération indique un autre type de média.`,
      '## Authentification {#authentication}',
      'La plupart des opérations exigent des identifiants. Envoyez l’un des identifiants suivants avec chaque appel\u00a0; la page de chaque opération indique ceux qu’elle accepte, et les rares opérations publiques précisent qu’elles n’en demandent aucun.',
      table(
        ['Schéma', 'Mode d’envoi', 'Nature'],
        f.schemes.map((s) => [`\`${s.name}\``, `${HOW[s.in]} \`${cell(credentialExample(s, '…'))}\``, what(s)]),
      ),
      ...(f.apiKeyRoute
        ? [
            '## Obtenir une clé API {#api-key}',
            `Une clé API permet à un script ou à un outil d’agir en votre nom sans votre mot de passe. Créez-en une comme indiqué dans [Créer une clé API](${f.apiKeyRoute}) et envoyez-la avec chaque appel${f.apiKeyHeader ? ` dans l’en-tête \`${f.apiKeyHeader}\`` : ''}\u00a0:`,
            curl ?? '',
          ]
        : []),
      '## Erreurs {#errors}',
      'Un appel qui échoue renvoie un code d’état supérieur ou égal à 400 et un corps JSON qui décrit le problème\u00a0:',
      f.errorExample ? jsonBlock(f.errorExample) : '',
      table(
        ['Code', 'Signification'],
        f.errors.map((e) => [`\`${e.status}\``, cell(STATUS[e.status] ?? e.description)]),
      ),
      '## Domaines {#areas}',
      'Les opérations sont regroupées selon la partie du produit sur laquelle elles agissent\u00a0:',
      table(
        ['Domaine', 'Opérations'],
        f.areas.map((a) => [`[${cell(a.tag)}](${a.route})`, String(a.count)]),
      ),
    ]
      .filter(Boolean)
      .join('\n\n');
  },
};
