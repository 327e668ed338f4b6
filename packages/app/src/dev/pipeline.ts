// The collecting part of the pipeline, loaded by the development server with a dynamic import of
// this module (hundreds of modules: a second of loading it does not spend before Vite starts).
export { collectSite } from '@lumidoc/content-pipeline/build';
export { warmUpMarkdownCompiler } from '@lumidoc/content-pipeline';
