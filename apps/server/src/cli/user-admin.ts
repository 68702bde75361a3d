import { parseArgs } from 'node:util';
import { createOrPromoteAdmin } from '../seed/admin.js';
import { runOnShop } from '../seed/cli-support.js';

const USAGE = `Usage: npm run user:admin -- --email E [--password P] [--name N]
  Creates an admin account (name 'Admin' unless --name is given), or makes an existing account an
  admin and, with --password, sets its password. Uses DATABASE_URL, or the embedded database under
  DATA_DIR (stop the shop first: the embedded database takes one process at a time).`;

function readArgs() {
  try {
    const { values } = parseArgs({
      options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
    });
    return values.email ? { ...values, email: values.email } : undefined;
  } catch {
    return undefined;
  }
}

const args = readArgs();
if (!args) {
  console.error(USAGE);
  process.exitCode = 1;
} else {
  await runOnShop(async ({ db }) => {
    const result = await createOrPromoteAdmin(db, args);
    console.log(
      result.action === 'created'
        ? `Created the admin account ${result.email} (name: ${result.name}).`
        : `${result.email} (${result.name}) is now an admin${result.passwordSet ? '; password changed' : ''}.`,
    );
  });
}
