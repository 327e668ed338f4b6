import { hydrateSite } from '@lumidoc/runtime/client';
import { app } from './app.js';

export const hydrate = () => hydrateSite(app);
