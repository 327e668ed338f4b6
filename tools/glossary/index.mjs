export { parseGlossary, GlossaryError } from './src/glossary.mjs';
export { proseLines } from './src/prose.mjs';
export { findAvoidedTerms } from './src/scan.mjs';
export { checkGlossaries } from './src/check.mjs';
