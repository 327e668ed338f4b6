import type { Root } from 'hast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { describe, expect, it } from 'vitest';
import { hastToReact, parseStyle } from './hast-to-react.js';

const element = (tagName: string, properties: Record<string, unknown>, children: Root['children'] = []) => ({ type: 'element' as const, tagName, properties, children }) as Root['children'][number];
const text = (value: string) => ({ type: 'text' as const, value });

// What the Markdown pipeline produces: highlighted code (shiki writes `class` and `style`), GFM tables
// with alignment and whitespace between rows, task lists, footnotes with data and aria properties.
const tree: Root = {
  type: 'root',
  children: [
    element('h2', { id: 'установка' }, [text('Установка')]),
    element('pre', { className: ['shiki', 'shiki-themes'], dataLanguage: 'bash', dataTitle: 'install.sh', tabIndex: 0 }, [
      element('code', {}, [element('span', { class: 'line' }, [element('span', { style: 'color:#D73A49;--shiki-dark:#F97583' }, [text('docker')])])]),
    ]),
    element('table', {}, [
      text('\n'),
      element('thead', {}, [element('tr', {}, [element('th', { align: 'right' }, [text('Port')])])]),
      text('\n'),
      element('tbody', {}, [text('\n'), element('tr', {}, [element('td', { align: 'right' }, [text('2283')])]), text('\n')]),
    ]),
    element('ul', { className: ['contains-task-list'] }, [element('li', {}, [element('input', { type: 'checkbox', checked: true, disabled: true }), text(' done')])]),
    element('sup', {}, [element('a', { href: '#fn-1', id: 'ref-1', dataFootnoteRef: true, ariaDescribedBy: ['footnote-label'] }, [text('1')])]),
    element('aside', { dataAdmonition: 'tip', hidden: false }, [text('Совет')]),
    { type: 'comment', value: 'not shown' },
  ],
};

describe('hastToReact', () => {
  it('renders the same markup as hast-util-to-jsx-runtime for what the pipeline produces', () => {
    const expected = renderToStaticMarkup(toJsxRuntime(tree, { Fragment, jsx, jsxs }));
    expect(renderToStaticMarkup(<>{hastToReact(tree)}</>)).toBe(expected);
  });

  it('renders a tag through its component with React-style props', () => {
    const seen: Array<Record<string, unknown>> = [];
    const Pre = (props: Record<string, unknown>) => {
      seen.push(props);
      return <div className="code">{props.children as never}</div>;
    };
    const html = renderToStaticMarkup(<>{hastToReact(tree, { pre: Pre })}</>);
    expect(html).toContain('<div class="code"><code>');
    expect(seen[0]).toMatchObject({ className: 'shiki shiki-themes', 'data-language': 'bash', 'data-title': 'install.sh', tabIndex: 0 });
  });

  it('reads inline styles, keeping custom properties and camel-casing the rest', () => {
    expect(parseStyle('color:#fff; --shiki-dark: #000 ;background-color: red;;-webkit-line-clamp:2')).toEqual({
      color: '#fff',
      '--shiki-dark': '#000',
      backgroundColor: 'red',
      WebkitLineClamp: '2',
    });
  });
});
