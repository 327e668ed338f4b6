export { loadSpec, type LoadedSpec } from './load.js';
export { createApiPages, type ApiPagesOptions, type ApiPages } from './pages.js';
export { openApiPlugin, type OpenApiPluginOptions } from './plugin.js';
export { codeSamples, type SampleInput } from './code-samples.js';
export { toSchemaView, exampleFor } from './schema-view.js';
export { kebabCase } from './slug.js';
