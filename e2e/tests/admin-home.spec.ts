import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { endpoints, endpointUrl, formatLbp, type NewOrderResponse, type Order } from '@shop/shared';
import { DEMO_ADMIN, loginUser, registerUser, type Session, signInWithStorage } from '../fixtures/accounts';
import { auth } from '../fixtures/checkout';
import { allProducts, deepestStock } from '../fixtures/product';
import { type APIRequestContext, expect, type Page, test } from '../fixtures/test';

/** The pages of a PDF Chromium printed (each page is one `/Type /Page` object). */
const pdfPages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;

/** Places `count` cash-on-delivery orders for a customer with a last name of this journey's own. */
async function placeOrders(request: APIRequestContext, lastName: string, count: number): Promise<Order[]> {
  const { product, option } = deepestStock(await allProducts(request));
  const customer: Session = await registerUser(request, { name: `Slip ${lastName}` });
  const orders: Order[] = [];
  for (let n = 1; n <= count; n++) {
    const response = await request.post(endpointUrl(endpoints.orders.place), {
      headers: auth(customer),
      data: {
        orderItems: [{ product: product._id, size: option.size, color: option.color, quantity: 1 }],
        shippingInfo: {
          firstName: 'Rima',
          lastName,
          phoneNumber: '+961 3 123 456',
          city: 'Jounieh',
          street: 'Seaside Road',
          building: `Building ${n}`,
        },
        paymentType: 'Cash On Deliver',
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    orders.push(((await response.json()) as NewOrderResponse).order);
  }
  return orders;
}

/** The card of the dashboard titled `title` (a link that opens the Orders tab filtered). */
const statusCard = (page: Page, title: string) => page.getByRole('link', { name: new RegExp(`^${title}`) });

test('the admin sees the orders to ship, finds them, exports them and prints one slip per order', async ({
  page,
  request,
}) => {
  test.slow();
  const lastName = `Haddad${randomUUID().slice(0, 6)}`;
  const [first, second, shipped] = await placeOrders(request, lastName, 3);
  const admin = await loginUser(request, DEMO_ADMIN);
  const moved = await request.put(
    endpointUrl(endpoints.orders.setStatus, { params: { id: String(shipped?._id) } }),
    {
      headers: auth(admin),
      data: { status: 'Shipped' },
    },
  );
  expect(moved.ok()).toBe(true);
  await signInWithStorage(page, admin);

  // The dashboard's count of orders to ship is the shop's (other journeys place orders meanwhile).
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'The shop at a glance' })).toBeVisible();
  // Read again until a read lands between two of theirs.
  await expect(async () => {
    const counts = await (
      await request.get(endpointUrl(endpoints.dashboard.openOrders), { headers: auth(admin) })
    ).json();
    await page.reload();
    await expect(
      statusCard(page, 'Orders to ship').getByText(String(counts.open.Processing), { exact: true }),
    ).toBeVisible({
      timeout: 3_000,
    });
  }).toPass({ timeout: 30_000 });
  await page.getByRole('button', { name: '7 days' }).click();
  await expect(
    page
      .getByRole('figure', { name: /Sales of each day of the last 7 days/ })
      .locator('svg')
      .first(),
  ).toBeVisible();

  // The card opens the Orders tab on Processing; the search finds this journey's customer.
  await statusCard(page, 'Orders to ship').click();
  await expect(page).toHaveURL(/tab=orders&status=Processing/);
  await page.getByRole('searchbox', { name: 'Search' }).fill(lastName);
  await expect(page).toHaveURL(new RegExp(`q=${lastName}`));
  const rows = page.getByRole('table', { name: 'Orders' }).getByRole('row');
  // The header and the two Processing orders, newest first; the shipped one is filtered out.
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText(`#${second?.number}`);
  await expect(rows.nth(2)).toContainText(`#${first?.number}`);

  // The CSV of the same filter: a BOM, the header and the two orders.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile((await (await download).path()) ?? '', 'utf8');
  expect(csv.startsWith('\uFEFFNumber,Date,Customer')).toBe(true);
  // (String.trim would take the BOM too: it counts as white space.)
  const lines = csv.slice(1).trimEnd().split('\r\n');
  expect(lines.map((line) => line.split(',')[0])).toEqual([
    'Number',
    `${second?.number}`,
    `${first?.number}`,
  ]);

  // Print slips: exactly the filtered orders, oldest first, one printed page each.
  await page.getByRole('link', { name: 'Print slips' }).click();
  await expect(page).toHaveURL(/\/admin\/orders\/print\?status=Processing&q=/);
  const slips = page.getByRole('article');
  await expect(slips).toHaveCount(2);
  await expect(slips.nth(0)).toContainText(`Order #${first?.number}`);
  await expect(slips.nth(0)).toContainText('+961 3 123 456');
  await expect(slips.nth(0)).toContainText('Seaside Road, Building 1, Jounieh');
  await expect(slips.nth(1)).toContainText(`Order #${second?.number}`);
  await expect(slips.nth(1)).toContainText(formatLbp(second?.totalPrice ?? 0));
  expect(pdfPages(await page.pdf({ preferCSSPageSize: true }))).toBe(2);

  // Back on the filtered list, one ticked order prints alone.
  await page.getByRole('link', { name: 'Back to the orders' }).click();
  await page.getByRole('checkbox', { name: `Select order ${first?.number}` }).check();
  await page.getByRole('link', { name: 'Print 1 selected' }).click();
  await expect(slips).toHaveCount(1);
  await expect(slips.first()).toContainText(`Order #${first?.number}`);
  expect(pdfPages(await page.pdf({ preferCSSPageSize: true }))).toBe(1);
});
