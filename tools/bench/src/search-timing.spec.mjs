import { describe, expect, it } from 'vitest';
import { queryWords } from './search-timing.mjs';

describe('queryWords', () => {
  it('takes the first word of two or more letters of each title, once each', () => {
    const documents = { documents: [{ title: 'Установка Docker' }, { title: 'a Установка' }, { title: 'Резервное копирование' }, { title: '安装、配置' }] };
    expect(queryWords(documents, 10)).toEqual(['Установка', 'Резервное', '安装']);
    expect(queryWords(documents, 1)).toEqual(['Установка']);
  });
});
