// `@shop/server/testing`: the server's test support that runs outside its own tests: the benchmarks'
// crash and load runs, and the bench's own tests. Test code only (the architecture test holds it to the
// rules of test code); what the benches measure is `@shop/server/bench`.

export type { FixtureProduct } from '../modules/orders/test-fixture.js';
export { createTestDatabase, type TestDatabase } from '../test/helper.js';
export { NO_ORDER_LIMITS } from '../test/order-limits.js';
export { auditOrders, type OrderAudit, ordersUntilKilled, stockShop } from '../test/order-load.js';
