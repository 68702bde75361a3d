import {
  adminProductsQuerySchema,
  adminProductsResponse,
  categoriesResponseSchema,
  format,
  IMAGE_LIMITS,
  idParamsSchema,
  messageResponse,
  messages,
  productFormSchema,
  productStatusResponse,
  productUpdateSchema,
  productWriteResponse,
  subcategoryInputSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BadRequest, NotFound } from '../../lib/errors.js';
import { parseJsonText } from '../../lib/json-text.js';
import { categoryTree, findProduct, listProducts } from '../catalog/queries.js';
import { createProduct, deleteProduct, type ProductWriter, updateProduct } from './products-service.js';
import { insertSubcategory, toggleProductStatus } from './queries.js';

const tags = ['admin'];
const admin = { access: 'admin' } as const;
/** Images may come as data URLs in a JSON body (spec): room for the most images at their largest. */
const IMAGE_BODY_LIMIT = Math.ceil((IMAGE_LIMITS.maxFiles * IMAGE_LIMITS.maxBytes * 4) / 3) + 1024 * 1024;
/** The spec's unpaged read: every product, in the listing's order. */
const ALL_PRODUCTS = 2 ** 31 - 1;

/** The admin catalogue: the products table, the product form's writes, status toggle and sub-categories. */
export const adminProductRoutes: FastifyPluginAsyncZod = async (app) => {
  const writer: ProductWriter = { db: app.db, media: app.media, log: app.log };

  const savedProduct = async (id: string, message: string) => {
    const product = await findProduct(app.db, id);
    if (!product) throw new NotFound(messages.productNotFound);
    return { success: true as const, message, product };
  };

  app.get(
    '/admin/products',
    {
      config: admin,
      schema: { tags, querystring: adminProductsQuerySchema, response: { 200: adminProductsResponse } },
    },
    async (request) => {
      const { page, pageSize = 10, keyword } = request.query;
      const limit = page === undefined ? ALL_PRODUCTS : pageSize;
      const listing = await listProducts(
        app.db,
        { keyword: keyword || undefined },
        { limit, offset: ((page ?? 1) - 1) * pageSize },
        {},
      );
      const productsCount = keyword ? listing.filteredProductCount : listing.productsCount;
      return { success: true as const, products: parseJsonText(listing.products), productsCount };
    },
  );

  // The spec's client adds a path segment after /new; it carries nothing and is ignored.
  app.post(
    '/admin/product/new/:segment?',
    {
      config: admin,
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: {
        tags,
        params: z.object({ segment: z.string().optional() }),
        body: productFormSchema,
        response: { 201: productWriteResponse },
      },
    },
    async (request, reply) => {
      const id = await createProduct(writer, request.body);
      return reply.status(201).send(await savedProduct(id, messages.productCreated));
    },
  );

  app.put(
    '/admin/products/:id',
    {
      config: admin,
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: {
        tags,
        params: idParamsSchema,
        body: productUpdateSchema,
        response: { 200: productWriteResponse },
      },
    },
    async (request) => {
      await updateProduct(writer, request.params.id, request.body);
      return savedProduct(request.params.id, messages.productUpdated);
    },
  );

  app.delete(
    '/admin/products/:id',
    { config: admin, schema: { tags, params: idParamsSchema, response: { 200: messageResponse } } },
    async (request) => {
      await deleteProduct(writer, request.params.id);
      return { success: true as const, message: messages.productDeleted };
    },
  );

  // The spec's path (sic). Its body, the product, is not needed: the server flips the stored status.
  app.post(
    '/admin/updateStatis/:id',
    { config: admin, schema: { tags, params: idParamsSchema, response: { 200: productStatusResponse } } },
    async (request) => {
      const status = await toggleProductStatus(app.db, request.params.id);
      if (!status) throw new NotFound(messages.productNotFound);
      return { success: true as const, message: messages.productStatusUpdated, status };
    },
  );

  app.put(
    '/subcategories',
    {
      config: admin,
      schema: { tags, body: subcategoryInputSchema, response: { 200: categoriesResponseSchema } },
    },
    async (request) => {
      const { category, name } = request.body;
      if (!(await insertSubcategory(app.db, category, name))) {
        throw new BadRequest(format(messages.unknownCategory, { name: category }));
      }
      return { success: true as const, data: await categoryTree(app.db) };
    },
  );
};
