// Checks over a built Lumidoc site, as pure functions plus a thin file-system edge (site-dir.mjs).
export { decodeEntities, scanTags } from './src/html-scan.mjs';
export { localizeRoute, resolveUrlPath, routeOfHtmlFile, splitLocale } from './src/site-paths.mjs';
export { DEFAULT_KIND_MODULE, firstLoadAssets, readRuntime } from './src/first-load.mjs';
export { BUDGETED_PAGE_TYPES, BUDGETS, KB, budgetViolations, byteSizes, createAssetSizer, summarizeByKind } from './src/budgets.mjs';
export { checkSiteLinks, pageLinkFacts } from './src/links.mjs';
export { familyPattern, pendingRouteReason, routeCoverage } from './src/route-coverage.mjs';
export { routesInBundle } from './src/bundle-routes.mjs';
export { readSpecRoutes } from './src/spec-routes.mjs';
export { canonicalOrigin, firstLoadByKind, listSiteFiles, readHtmlPages, readManifest } from './src/site-dir.mjs';
