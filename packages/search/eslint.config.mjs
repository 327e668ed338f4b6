import base, { searchClientRules } from '../../eslint.config.mjs';

export default [...base, ...searchClientRules()];
