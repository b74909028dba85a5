// The build logic is shared with `npm test`, which starts the builds before the browser tests.
export {
  ROOT,
  SITE_DIR,
  TEST_SITE,
  normalizeBase,
  siteDirFor,
  ensureSiteBuilt,
  type SiteVariant,
} from '../../scripts/site-build.cjs';
