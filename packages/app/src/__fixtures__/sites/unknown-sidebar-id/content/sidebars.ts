import type { SidebarsConfig } from '@lumidoc/content-pipeline';

/** `guide/instal` is a typo of `guide/install`. */
export const sidebars: SidebarsConfig = {
  docs: [
    { type: 'doc', id: 'guide/intro' },
    { type: 'doc', id: 'guide/instal' },
  ],
};
