import { formatMessage } from '@lumidoc/i18n';
import { apiKeyCurl, cell, credentialExample, jsonBlock, table } from './markdown.js';
import type { IntroFacts, IntroScheme, IntroTemplate } from './template.js';

const STATUS: Record<string, string> = {
  '400': 'La petición no es válida: un parámetro o el cuerpo no ha superado la validación. El mensaje enumera cada problema.',
  '401': 'No se han enviado credenciales válidas, o han caducado.',
  '403': 'Las credenciales son válidas, pero no permiten esta llamada; por ejemplo, una clave API sin el permiso necesario.',
  '404': 'El elemento solicitado no existe o no lo puedes ver.',
  '409': 'La petición entra en conflicto con el estado actual; por ejemplo, el elemento ya existe.',
  '413': 'El cuerpo de la petición es demasiado grande.',
  '415': 'El servidor no acepta el tipo de medio del cuerpo.',
  '422': 'La petición está bien formada, pero no se puede llevar a cabo.',
  '429': 'Demasiadas peticiones; espera y vuelve a intentarlo.',
  '500': 'Se ha producido un error en el servidor; su registro tiene los detalles.',
  '502': 'Un proxy situado delante del servidor no ha recibido de él una respuesta válida.',
  '503': 'El servidor no está disponible en este momento; vuelve a intentarlo más tarde.',
};

const HOW: Record<IntroScheme['in'], string> = { header: 'Encabezado', cookie: 'Cookie', query: 'Parámetro de consulta' };

/** What a credential is; the spec's own descriptions are in its language, not in Spanish. */
const what = (s: IntroScheme) =>
  s.prefix ? 'Un token de acceso que se recibe al iniciar sesión' : s.in === 'cookie' ? 'El token de sesión que recibe el navegador al iniciar sesión' : 'Una clave API';

const operations = { one: 'la única operación', other: 'las {count} operaciones' };
const inAreas = { one: 'agrupadas en {count} área', other: 'agrupadas en {count} áreas' };
const inAreasOne = { one: 'dentro de {count} área', other: 'dentro de {count} áreas' };

/** The introduction in Spanish. */
export const es: IntroTemplate = {
  title: (f) => `Referencia de la API de ${f.title}`,
  sidebarLabel: 'Introducción',
  description: (f) =>
    `La API HTTP de ${f.title} ${f.version}: URL base, autenticación, errores y ${formatMessage({ one: 'su única operación', other: 'sus {count} operaciones' }, 'es', { count: f.operationCount })}, por áreas.`,
  markdown(f: IntroFacts) {
    const curl = apiKeyCurl(f);
    const samples = f.sdkPackage ? `curl, JavaScript, Python y \`${f.sdkPackage}\`` : 'curl, JavaScript y Python';
    const areas = formatMessage(f.operationCount === 1 ? inAreasOne : inAreas, 'es', { count: f.areas.length });
    return [
      `Esta referencia describe ${formatMessage(operations, 'es', { count: f.operationCount })} de la API de ${f.title}, versión ${f.version}, ${areas}. Cada operación tiene su propia página con sus parámetros, los esquemas de los cuerpos de la petición y de la respuesta con ejemplos, la autenticación que necesita y ejemplos de código para ${samples}. La descripción completa también se puede descargar como archivo OpenAPI, por ejemplo para generar un cliente.`,
      `El número de versión, ${f.version}, es el de la descripción OpenAPI a partir de la cual se genera esta referencia${f.sdkPackage ? `, y por tanto la versión de \`${f.sdkPackage}\` cuyas llamadas coinciden con estas páginas` : ''}. Puede no coincidir con la versión de la documentación, que sigue las versiones del servidor: un servidor más reciente puede ofrecer operaciones y campos que aquí aún no aparecen.`,
      '## URL base {#base-url}',
      `Todas las rutas de esta referencia son relativas a la raíz de la API de tu servidor, \`${f.baseUrl}\`. Los ejemplos de código llaman a \`${f.sampleServerUrl}\`: sustitúyela por la dirección de tu propio servidor.${f.sampleCall ? ` Por ejemplo, \`${f.sampleCall.method} ${f.sampleCall.path}\` se envía a \`${f.sampleServerUrl}${f.sampleCall.path}\`.` : ''} Los cuerpos van en JSON, salvo que la página de una operación indique otro tipo de medio.`,
      '## Autenticación {#authentication}',
      'La mayoría de las operaciones necesitan credenciales. Envía cualquiera de las siguientes en cada llamada; la página de cada operación indica las que acepta, y las pocas operaciones públicas indican que no necesitan ninguna.',
      table(
        ['Esquema', 'Cómo se envía', 'Qué es'],
        f.schemes.map((s) => [`\`${s.name}\``, `${HOW[s.in]} \`${cell(credentialExample(s, '…'))}\``, what(s)]),
      ),
      ...(f.apiKeyRoute
        ? [
            '## Cómo obtener una clave API {#api-key}',
            `Una clave API permite que un script o una herramienta actúe en tu nombre sin usar tu contraseña. Crea una como se describe en [Crear una clave API](${f.apiKeyRoute}) y envíala en cada llamada${f.apiKeyHeader ? ` en el encabezado \`${f.apiKeyHeader}\`` : ''}:`,
            curl ?? '',
          ]
        : []),
      '## Errores {#errors}',
      'Una llamada que falla responde con un código de estado 400 o superior y un cuerpo JSON que explica qué ha ido mal:',
      f.errorExample ? jsonBlock(f.errorExample) : '',
      table(
        ['Estado', 'Significado'],
        f.errors.map((e) => [`\`${e.status}\``, cell(STATUS[e.status] ?? e.description)]),
      ),
      '## Áreas {#areas}',
      'Las operaciones se agrupan según la parte del producto sobre la que actúan:',
      table(
        ['Área', 'Operaciones'],
        f.areas.map((a) => [`[${cell(a.tag)}](${a.route})`, String(a.count)]),
      ),
    ]
      .filter(Boolean)
      .join('\n\n');
  },
};
