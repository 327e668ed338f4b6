import lunr from 'lunr';
import { languagePipeline } from './languages.js';
import { tokenize, wordIndexTerms, wordKind } from './tokenize.js';

describe('words of ASCII or alphabetic letters and digits', () => {
  it('are told apart from every other word', () => {
    expect(['upload', 'Immich2', '2024', 'uploadAsset'].map(wordKind)).toEqual(Array(4).fill('ascii'));
    expect(['café', 'Загрузка', 'Ελλάδα', 'Straße2'].map(wordKind)).toEqual(Array(4).fill('alphabetic'));
    expect(['', 'docker-compose', 'UPLOAD_LOCATION', '数据', 'Immich的', 'ภาษาไทย', 'a b'].map(wordKind)).toEqual(Array(7).fill('other'));
  });

  it('give the same terms as any other word: lower case, parts at a lower-case letter before an upper-case one, cut to 40 characters', () => {
    expect(tokenize('Upload the uploadAsset API v2Api getAllAlbumsV2 HTTPServer 2024', 'en')).toEqual([
      'upload', 'the', 'uploadasset', 'upload', 'asset', 'api', 'v2api', 'getallalbumsv2', 'get', 'all', 'albums', 'v2', 'httpserver', '2024',
    ]);
    const long = 'a'.repeat(45);
    expect(wordIndexTerms(long, 'en')).toEqual(['a'.repeat(40)]);
    expect(wordIndexTerms(`${long}B`, 'en')).toEqual(['a'.repeat(40), 'a'.repeat(40), 'b']);
    // Beyond ASCII: normalized (lower case, NFKC, ё as е), camel-case parts of any script.
    expect(wordIndexTerms('uploadÄsset', 'de')).toEqual(['uploadässet', 'upload', 'ässet']);
    expect(wordIndexTerms('загрузкаФото', 'ru')).toEqual(['загрузкафото', 'загрузка', 'фото']);
    expect(tokenize('Ёлка ΣΟΦΊΑ Straße', 'ru')).toEqual(['елка', 'σοφία', 'straße']);
  });
});

describe('languagePipeline', () => {
  it("stems an ASCII term with asciiStemmer as its stemmer does, in every locale's pipeline", async () => {
    const words = ['uploading', 'albums', 'libraries', 'running', 'photos', 'verwendung', 'sauvegardes', 'bibliotecas', 'fotografias', '2024', 'v2'];
    for (const locale of ['en', 'de', 'fr', 'es', 'pt', 'ru', 'ja', 'zh-Hans']) {
      const { stemmer, asciiStemmer } = await languagePipeline(lunr, locale);
      const stem = (fn: lunr.PipelineFunction, word: string) => String(fn(new lunr.Token(word, {}), 0, []));
      for (const word of words) expect([locale, word, stem(asciiStemmer, word)]).toEqual([locale, word, stem(stemmer, word)]);
    }
  });
});
