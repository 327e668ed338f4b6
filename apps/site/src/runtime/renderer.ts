/** Set by vite.config.mts: true in production builds, which run on Preact's React compatibility. */
declare const __REACT_ON_PREACT__: boolean;

/** Whether this build renders with Preact (production) rather than React (development, tests). */
export const REACT_ON_PREACT: boolean = typeof __REACT_ON_PREACT__ !== 'undefined' && __REACT_ON_PREACT__;
