import { runOnShop } from '../seed/cli-support.js';
import { seedDemoData } from '../seed/index.js';
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../seed/people.js';

await runOnShop(async ({ db, media }) => {
  console.log('Adding the demo shop (only what is missing)…');
  await seedDemoData(db, media, { log: (line) => console.log(`  ${line}`) });
  console.log('\nDemo accounts:');
  for (const user of [DEMO_ADMIN, DEMO_CUSTOMER]) {
    console.log(`  ${user.role === 'admin' ? 'admin   ' : 'customer'}  ${user.email}  /  ${user.password}`);
  }
});
