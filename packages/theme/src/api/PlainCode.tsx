import { CodeBlock } from '../content/CodeBlock.js';

/**
 * Generated code (a sample call, an example body) in the theme's code block with its copy button.
 * The text goes in as a list: `CodeBlock` splits a lone string child into inline-block line spans
 * whose line breaks do not separate them, which would lay a multi-line sample out on one line.
 */
export function PlainCode({ code, language, title }: { code: string; language: string; title?: string }) {
  return (
    <CodeBlock data-language={language} {...(title ? { 'data-title': title } : {})}>
      <code className={`language-${language}`}>{[code]}</code>
    </CodeBlock>
  );
}
