// Unit tests render in any locale without awaiting a load: every catalogue is registered up front.
import { THEME_CATALOGS } from './catalog.js';
import { registerThemeCatalogs } from './catalog-loader.js';

registerThemeCatalogs(THEME_CATALOGS);
