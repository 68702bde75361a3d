import { endpoints, format, IMAGE_LIMITS, messages } from '@shop/shared';
import { workAside } from '../../lib/aside.js';
import { BadRequest, NotFound } from '../../lib/errors.js';
import { parseJsonText } from '../../lib/json-text.js';
import type { RouteApp, RoutesOf } from '../../lib/route-of.js';
import {
  categoryTree,
  createProduct,
  deleteProduct,
  findAdminProduct,
  insertSubcategory,
  listProducts,
  type ProductWriter,
  toggleProductStatus,
  updateProduct,
} from '../catalog/index.js';
import { mailRestockedAlerts, waitingByProduct } from '../stock-alerts/index.js';

const { admin: adminApi } = endpoints;
const admin = { access: 'admin' } as const;
/**
 * Images may come as data URLs in a JSON body (older clients, docs/product.md §13): room
 * for the most images at their largest.
 */
const IMAGE_BODY_LIMIT = Math.ceil((IMAGE_LIMITS.maxFiles * IMAGE_LIMITS.maxBytes * 4) / 3) + 1024 * 1024;
/** The unpaged read older clients make (docs/product.md §13): every product, in the listing's order. */
const ALL_PRODUCTS = 2 ** 31 - 1;

/** The admin catalogue: the products table, the product form's writes, status toggle and sub-categories. */
export const adminProductRoutes = (app: RouteApp) => {
  const writer: ProductWriter = { db: app.db, media: app.media, log: app.log };
  const aside = workAside(app);
  /** A product write may bring a sold-out option back: its waiting shoppers hear of it, after the answer. */
  const restocked = (id: string) => aside(mailRestockedAlerts(app, [id]), 'back-in-stock alerts failed');

  /** The product as the form edits it: English, with its translations. */
  const adminProduct = async (id: string) => {
    const product = await findAdminProduct(app.db, id);
    if (!product) throw new NotFound(messages.productNotFound);
    return product;
  };
  const savedProduct = async (id: string, message: string) => ({
    success: true as const,
    message,
    product: await adminProduct(id),
  });

  return {
    products: {
      config: admin,
      handler: async (request) => {
        const { page, pageSize = 10, keyword } = request.query;
        const limit = page === undefined ? ALL_PRODUCTS : pageSize;
        const listing = await listProducts(
          app.db,
          { keyword: keyword || undefined },
          { limit, offset: ((page ?? 1) - 1) * pageSize },
          {},
          request.locale,
        );
        const productsCount = keyword ? listing.filteredProductCount : listing.productsCount;
        const products = parseJsonText(listing.products);
        const stockAlerts = await waitingByProduct(
          app.db,
          products.map((product) => product._id),
        );
        return { success: true as const, products, productsCount, stockAlerts };
      },
    },

    product: {
      config: admin,
      handler: async (request) => ({
        success: true as const,
        product: await adminProduct(request.params.id),
      }),
    },

    createProduct: {
      config: admin,
      bodyLimit: IMAGE_BODY_LIMIT,
      handler: async (request, reply) => {
        const id = await createProduct(writer, request.body);
        // Its discount's start or end may be the next edge, or have passed already (decision 095).
        await app.prices.reload();
        return reply.status(201).send(await savedProduct(id, messages.productCreated));
      },
    },

    updateProduct: {
      config: admin,
      bodyLimit: IMAGE_BODY_LIMIT,
      handler: async (request) => {
        await updateProduct(writer, request.params.id, request.body);
        restocked(request.params.id);
        await app.prices.reload();
        return savedProduct(request.params.id, messages.productUpdated);
      },
    },

    deleteProduct: {
      config: admin,
      handler: async (request) => {
        await deleteProduct(writer, request.params.id);
        return { success: true as const, message: messages.productDeleted };
      },
    },

    // Its body, the product, is not needed: the server flips the stored status.
    toggleProductStatus: {
      config: admin,
      handler: async (request) => {
        const status = await toggleProductStatus(app.db, request.params.id);
        if (!status) throw new NotFound(messages.productNotFound);
        if (status === 'INSTOCK') restocked(request.params.id);
        return { success: true as const, message: messages.productStatusUpdated, status };
      },
    },

    addSubcategory: {
      config: admin,
      handler: async (request) => {
        const { category, name, labels } = request.body;
        if (!(await insertSubcategory(app.db, category, name, labels))) {
          throw new BadRequest(format(messages.unknownCategory, { name: category }));
        }
        return { success: true as const, data: await categoryTree(app.db) };
      },
    },
  } satisfies Partial<RoutesOf<typeof adminApi>>;
};
