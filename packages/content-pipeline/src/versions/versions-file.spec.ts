import { parseVersionsJson } from './versions-file.js';

describe('parseVersionsJson', () => {
  it('reads the snapshot names, newest first', () => {
    expect(parseVersionsJson('[\n  "1.135.0",\n  "1.134.0"\n]\n')).toEqual(['1.135.0', '1.134.0']);
    expect(parseVersionsJson('[]')).toEqual([]);
  });

  it('rejects current, a repeated name and a name that cannot be a folder, with the entry\'s line', () => {
    expect(() => parseVersionsJson('[\n  "1.1",\n  "current"\n]')).toThrow('content/versions.json:3: "current" is the unreleased docs in content/docs, not a snapshot\n  fix: remove "current" from the list');
    expect(() => parseVersionsJson('[\n  "1.1",\n  "1.1"\n]')).toThrow('content/versions.json:3: version "1.1" is listed twice\n  fix: list each version once');
    expect(() => parseVersionsJson('["1.1",\n "../1.0"]')).toThrow(/^content\/versions\.json:2: version name "\.\.\/1\.0" cannot be a folder and route name\n {2}fix: use letters, digits/);
    expect(() => parseVersionsJson('')).toThrow(/^content\/versions\.json: must be an array of version names, got nothing/);
  });
});
