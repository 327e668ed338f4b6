import { compactTextEscapes } from './compact-html.js';

describe('compactTextEscapes', () => {
  it('writes quotes and > in text as characters', () => {
    expect(compactTextEscapes('<pre><code>{\n  &quot;id&quot;: &#x27;a&#x27; &gt; 1\n}</code></pre>')).toBe(`<pre><code>{\n  "id": 'a' > 1\n}</code></pre>`);
    expect(compactTextEscapes(`<p>a &quot;b&quot; &#39;c&#39; &gt; d &amp; e &lt; f</p>`)).toBe(`<p>a "b" 'c' > d &amp; e &lt; f</p>`);
  });

  it('keeps the escapes text needs, and everything inside tags, scripts, styles and comments', () => {
    const html = [
      '<a title="say &quot;hi&quot; &gt; &#x27;x&#x27;" href="/a?b=1&amp;c=2">&lt;b&gt; &amp;quot; &amp;</a>',
      '<script type="application/json">{"text":"&quot;kept&quot;"}</script>',
      '<style>a::after{content:"&gt;"}</style>',
      '<!-- &quot; -->',
      '<noscript>&quot;</noscript>',
    ].join('');
    expect(compactTextEscapes(html)).toBe(html.replace('&lt;b&gt; &amp;quot;', '&lt;b> &amp;quot;'));
  });
});
