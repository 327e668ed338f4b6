import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiTranslationReport } from './translation-report.js';

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);

describe('apiTranslationReport', () => {
  it('counts translated, missing and outdated API texts per locale', { timeout: 30_000 }, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-i18n-'));
    try {
      fs.copyFileSync(path.join(import.meta.dirname, '__fixtures__', 'small.json'), path.join(dir, 'api.json'));
      fs.mkdirSync(path.join(dir, 'i18n'));
      fs.writeFileSync(
        path.join(dir, 'i18n', 'ru.json'),
        JSON.stringify({
          operations: { createAlbum: { summary: { text: 'Создать альбом', sourceHash: hash('Create an album') }, description: { text: 'Старое', sourceHash: hash('old text') } } },
          tags: { Albums: { name: { text: 'Альбомы', sourceHash: hash('Albums') } } },
        }),
      );
      const report = await apiTranslationReport(path.join(dir, 'api.json'), ['en', 'ru', 'de']);
      // 4 summaries, 1 description, 2 tag names.
      expect(report.total).toBe(7);
      expect(report.locales).toEqual([
        { locale: 'ru', translated: 2, missing: 4, outdated: 1, outdatedKeys: ['operations.createAlbum.description'] },
        { locale: 'de', translated: 0, missing: 7, outdated: 0, outdatedKeys: [] },
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
