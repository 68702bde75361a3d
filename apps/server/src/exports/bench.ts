// `@shop/server/bench`: what the benchmarks (`bench/`) drive of the server, and nothing else they may
// reach. A bench measures the server's own code (a statement, a cache, the checkout's transaction), so
// it needs more than the HTTP API; this list is that surface, named, so that a module's files can move
// without breaking a bench and a reader sees what the benches depend on. The architecture test fails
// on any other import of the server from `bench/`.

export { buildApp } from '../app.js';
export { loadConfig } from '../config.js';
export { type Database, openDatabase, withDatabasePlugin } from '../db/database.js';
export { migrateToLatest } from '../db/migrate.js';
export { Conflict } from '../lib/errors.js';
export { mailComposer } from '../lib/mail-message.js';
export { createMailer, type Mail } from '../lib/mailer.js';
export { hashPassword } from '../lib/password.js';
export { makeAdmin } from '../modules/accounts/index.js';
export {
  findProduct,
  PAGE_IDS_MEMORY,
  PAGE_MEMORY,
  RELEVANCE_SUITE,
  type RelevanceCase,
  relevanceVerdict,
  repriceCatalogue,
  syncProductFacets,
  VersionedCache,
} from '../modules/catalog/index.js';
export {
  localMediaStorage,
  type MediaStorage,
  type StoredImage,
  storeImage,
  storeImages,
} from '../modules/media/index.js';
export { placeOrder } from '../modules/orders/index.js';
export { languageFiles, readManifest } from '../modules/pages/index.js';
export { DEMO_DELIVERY_RATE, DEMO_DOLLAR_RATE, seedCategories } from '../seed/index.js';
export { createRandom, type Random } from '../seed/random.js';
