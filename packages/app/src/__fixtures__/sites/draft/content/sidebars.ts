import type { SidebarsConfig } from '@lumidoc/content-pipeline';

/** The guide in reading order; `guide/upcoming` is a draft, so production leaves it out. */
export const sidebars: SidebarsConfig = {
  docs: [
    {
      type: 'category',
      label: 'Guide',
      items: [
        { type: 'doc', id: 'guide/intro' },
        { type: 'doc', id: 'guide/install' },
        { type: 'doc', id: 'guide/upcoming' },
      ],
    },
  ],
};
