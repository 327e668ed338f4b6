import { describe, expect, it } from 'vitest';
import { missingFacts, normalizeNumber, pageFacts } from './facts.mjs';

const en = [
  '---',
  'title: Jobs',
  '---',
  '## Concurrency {#concurrency}',
  'Set `MACHINE_LEARNING_WORKERS` to 2 and keep 10,000 faces; the default is `0.4`.',
  'Plurals: `{count, plural, one {# photo} other {# photos}}`. See [the guide](../x.md#step-3).',
  '```bash',
  'docker compose up -d # 99 times',
  '```',
].join('\n');

describe('pageFacts', () => {
  it('lists the code spans and numbers of the prose, not of code blocks, link targets or heading ids', () => {
    expect(pageFacts(en)).toEqual({ code: ['MACHINE_LEARNING_WORKERS', '0.4', '{count, plural, one {# photo} other {# photos}}'], numbers: ['2', '10000'] });
  });
});

describe('normalizeNumber', () => {
  it('reads group separators and decimal commas of every locale alike', () => {
    expect(['10,000', '10.000', '10 000', '10\u202f000'].map(normalizeNumber)).toEqual(['10000', '10000', '10000', '10000']);
    expect(normalizeNumber('0,5')).toBe('0.5');
  });
});

describe('missingFacts', () => {
  it('lists what the translation lacks', () => {
    const ru = 'Задайте `MACHINE_LEARNING_WORKERS` и храните 10 000 лиц.';
    expect(missingFacts(en, ru)).toEqual({ code: ['0.4', '{count, plural, one {# photo} other {# photos}}'], numbers: ['2'] });
  });

  it('accepts facts moved into code blocks and deliberate omissions stated in a comment', () => {
    const de = 'Setzen Sie `MACHINE_LEARNING_WORKERS` auf 2 (Standard `0.4`), 10.000 Gesichter.\n<!-- facts: omit `{count, plural, one {# photo} other {# photos}}` -->';
    expect(missingFacts(en, de)).toEqual({ code: [], numbers: [] });
  });
});
