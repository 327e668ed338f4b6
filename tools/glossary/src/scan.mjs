// Finds the variants a glossary says to avoid in a file's prose.
import { variantPattern } from './glossary.mjs';

const ALLOW = /<!--\s*glossary:\s*allow\s+([\w\s,-]+?)\s*-->/g;

/** Term ids allowed on each line by `<!-- glossary: allow <id> -->` on that line or the one before. */
function allowedIds(rawLines) {
  const allowed = rawLines.map(() => new Set());
  rawLines.forEach((line, i) => {
    for (const match of line.matchAll(ALLOW)) {
      for (const id of match[1].split(/[\s,]+/).filter(Boolean)) {
        allowed[i].add(id);
        if (i + 1 < allowed.length) allowed[i + 1].add(id);
      }
    }
  });
  return allowed;
}

/** Every avoided variant in the prose lines of one file, in reading order. */
export function findAvoidedTerms(glossary, lines, file, rawLines = lines) {
  const patterns = glossary.terms.flatMap((term) => term.avoid.map((variant) => ({ term, pattern: variantPattern(variant) })));
  const allowed = allowedIds(rawLines);
  const findings = [];
  lines.forEach((line, i) => {
    const lower = line.toLocaleLowerCase();
    for (const { term, pattern } of patterns) {
      if (allowed[i].has(term.id)) continue;
      for (const match of lower.matchAll(pattern)) {
        findings.push({ file, line: i + 1, column: match.index + 1, found: line.slice(match.index, match.index + match[0].length), term });
      }
    }
  });
  return findings.sort((a, b) => a.line - b.line || a.column - b.column);
}
