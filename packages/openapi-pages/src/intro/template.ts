import type { ApiSecurityScheme } from '@lumidoc/content-pipeline';

/** A security scheme as the introduction lists it. */
export interface IntroScheme extends ApiSecurityScheme {
  /** The scheme's own description from the spec (in the spec's language). */
  description?: string;
}

/** What every locale's introduction is written from. Routes are locale-neutral. */
export interface IntroFacts {
  /** `info.title`, e.g. `Immich`. */
  title: string;
  version: string;
  /** `info.description`; given only to the template in the spec's own language. */
  description?: string;
  operationCount: number;
  /** First server URL of the spec: `/api`. */
  baseUrl: string;
  /** Server URL the code samples call: `https://immich.example.com/api`. */
  sampleServerUrl: string;
  specUrl: string;
  schemes: IntroScheme[];
  /** A route (with anchor) of the docs page that says how to create an API key. */
  apiKeyRoute?: string;
  /** The header an API key travels in, when a scheme sends one: `x-api-key`. */
  apiKeyHeader?: string;
  /** A simple call without path parameters, for examples: `GET /albums`. */
  sampleCall?: { method: string; path: string };
  /** npm package of the SDK the code samples use, when there is one. */
  sdkPackage?: string;
  /** Error statuses the operations answer with, each with the spec's description. */
  errors: Array<{ status: string; description: string }>;
  /** Example JSON body of an error answer, when the spec describes one. */
  errorExample?: string;
  /** Each tag: its name as written, its label and description in the template's language. */
  areas: Array<{ tag: string; label?: string; description?: string; count: number; route: string }>;
}

/** One locale's words for the introduction page. */
export interface IntroTemplate {
  /** Page title and `<title>`: `Immich API reference`. */
  title(facts: IntroFacts): string;
  /** Label of the introduction in the API sidebar and breadcrumbs. */
  sidebarLabel: string;
  /** One sentence for `<meta name="description">` and search results. */
  description(facts: IntroFacts): string;
  /** The page body as Markdown; its h2 headings keep the ids `base-url`, `authentication`, `api-key`, `errors`, `areas`. */
  markdown(facts: IntroFacts): string;
}
