import base, { themeRules } from '../../eslint.config.mjs';

export default [...base, ...themeRules('', 'The runtime')];
