import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import type { Database } from './database.js';
import * as m0001 from './migrations/0001_initial.js';
import * as m0002 from './migrations/0002_catalog_listing.js';
import * as m0003 from './migrations/0003_code_prefix_index.js';
import * as m0004 from './migrations/0004_catalog_version_children.js';
import * as m0005 from './migrations/0005_cart_favorites_reviews.js';
import * as m0006 from './migrations/0006_admin_contact.js';
import * as m0007 from './migrations/0007_orders.js';
import * as m0008 from './migrations/0008_catalog_versions.js';
import * as m0010 from './migrations/0010_rate_limits.js';
import * as m0011 from './migrations/0011_room_for_stock_updates.js';
import * as m0012 from './migrations/0012_cart_merged_keys.js';
import * as m0013 from './migrations/0013_shown_price.js';
import * as m0014 from './migrations/0014_subcategory_names_any_case.js';
import * as m0015 from './migrations/0015_vacuum_the_catalogue_often.js';
import * as m0016 from './migrations/0016_checkout_changed.js';
import * as m0017 from './migrations/0017_order_dollar_totals_fit.js';
import * as m0018 from './migrations/0018_discount_active.js';
import * as m0019 from './migrations/0019_order_limits.js';
import * as m0020 from './migrations/0020_idempotency_request_hash.js';
import * as m0021 from './migrations/0021_blocked_customers.js';
import * as m0022 from './migrations/0022_rates_move_the_catalogue_version.js';
import * as m0023 from './migrations/0023_admin_home.js';
import * as m0024 from './migrations/0024_summary_reads.js';
import * as m0025 from './migrations/0025_threshold_keeps_pages.js';
import * as m0026 from './migrations/0026_product_translations.js';
import * as m0027 from './migrations/0027_account_language.js';
import * as m0028 from './migrations/0028_subcategory_labels.js';
import * as m0029 from './migrations/0029_phone_keys_any_digits.js';
import * as m0030 from './migrations/0030_search_ranks_stock_status.js';
import * as m0032 from './migrations/0032_delivery_areas.js';
import * as m0033 from './migrations/0033_returned_orders.js';
import * as m0034 from './migrations/0034_customer_notices.js';
import * as m0035 from './migrations/0035_digest_days.js';
import * as m0036 from './migrations/0036_timed_discounts_and_sales.js';
import * as m0037 from './migrations/0037_promo_codes.js';
import * as m0038 from './migrations/0038_price_display.js';

/** Migrations are listed here (not read from disk) so that they run the same from source or a bundle. */
const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0002_catalog_listing': m0002,
  '0003_code_prefix_index': m0003,
  '0004_catalog_version_children': m0004,
  '0005_cart_favorites_reviews': m0005,
  '0006_admin_contact': m0006,
  '0007_orders': m0007,
  '0008_catalog_versions': m0008,
  '0010_rate_limits': m0010,
  '0011_room_for_stock_updates': m0011,
  '0012_cart_merged_keys': m0012,
  '0013_shown_price': m0013,
  '0014_subcategory_names_any_case': m0014,
  '0015_vacuum_the_catalogue_often': m0015,
  '0016_checkout_changed': m0016,
  '0017_order_dollar_totals_fit': m0017,
  '0018_discount_active': m0018,
  '0019_order_limits': m0019,
  '0020_idempotency_request_hash': m0020,
  '0021_blocked_customers': m0021,
  '0022_rates_move_the_catalogue_version': m0022,
  '0023_admin_home': m0023,
  '0024_summary_reads': m0024,
  '0025_threshold_keeps_pages': m0025,
  '0026_product_translations': m0026,
  '0027_account_language': m0027,
  '0028_subcategory_labels': m0028,
  '0029_phone_keys_any_digits': m0029,
  '0030_search_ranks_stock_status': m0030,
  '0032_delivery_areas': m0032,
  '0033_returned_orders': m0033,
  '0034_customer_notices': m0034,
  '0035_digest_days': m0035,
  '0036_timed_discounts_and_sales': m0036,
  '0037_promo_codes': m0037,
  '0038_price_display': m0038,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema to the latest version; throws with the failing migration's name. */
export async function migrateToLatest(db: Database): Promise<void> {
  // Migration numbers are handed out to work done side by side, so one may land after a higher one
  // (0030 after 0033): a database migrated before it lands runs it then, in name order with the rest.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(
      `Database migration failed${name}: ${error instanceof Error ? error.message : String(error)}`,
      {
        cause: error,
      },
    );
  }
}
