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

/** Where the preferred forms of all terms stand in a lower-cased line: [start, end) pairs. */
function preferredSpans(preferredPatterns, lower) {
  return preferredPatterns.flatMap((pattern) => [...lower.matchAll(pattern)].map((m) => [m.index, m.index + m[0].length]));
}

/**
 * Every avoided variant in the prose lines of one file, in reading order. A variant that starts inside
 * a preferred form of any term is part of that form and is not reported: with 系统管理 preferred, the
 * variant `管理 >` is found in `管理 > 任务` but not in `系统管理 > 任务`; a UI label such as
 * «Настройки заданий» may contain a word the glossary otherwise avoids.
 */
export function findAvoidedTerms(glossary, lines, file, rawLines = lines) {
  const patterns = glossary.terms.flatMap((term) => term.avoid.map((variant) => ({ term, pattern: variantPattern(variant) })));
  const preferredPatterns = glossary.terms.map((term) => variantPattern(term.preferred.replace(/\*$/, '')));
  const allowed = allowedIds(rawLines);
  const findings = [];
  lines.forEach((line, i) => {
    const lower = line.toLocaleLowerCase();
    let spans;
    for (const { term, pattern } of patterns) {
      if (allowed[i].has(term.id)) continue;
      for (const match of lower.matchAll(pattern)) {
        spans ??= preferredSpans(preferredPatterns, lower);
        if (spans.some(([start, end]) => match.index >= start && match.index < end)) continue;
        findings.push({ file, line: i + 1, column: match.index + 1, found: line.slice(match.index, match.index + match[0].length), term });
      }
    }
  });
  return findings.sort((a, b) => a.line - b.line || a.column - b.column);
}
