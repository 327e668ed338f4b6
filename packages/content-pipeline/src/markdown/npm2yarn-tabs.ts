import type { Element } from 'hast';
import { convertNpmCommands } from './npm2yarn.js';

/**
 * The tab group every `npm2yarn` block belongs to, so choosing pnpm once shows pnpm in every such
 * block of the site (the theme remembers a group's choice), as Docusaurus's `groupId` does.
 */
export const NPM2YARN_GROUP = 'npm2yarn';

/**
 * An `npm2yarn` fence as tabs npm / Yarn / pnpm (`<div data-tabs data-group><section data-tab>`),
 * each holding the block `codeBlock` makes of that tool's commands.
 */
export function npm2yarnTabs(code: string, codeBlock: (code: string) => Element): Element {
  const tabs: Array<[label: string, code: string]> = [
    ['npm', code],
    ['Yarn', convertNpmCommands(code, 'yarn')],
    ['pnpm', convertNpmCommands(code, 'pnpm')],
  ];
  return {
    type: 'element',
    tagName: 'div',
    properties: { dataTabs: '', dataGroup: NPM2YARN_GROUP },
    children: tabs.map(([label, text]) => ({ type: 'element', tagName: 'section', properties: { dataTab: label }, children: [codeBlock(text)] })),
  };
}
