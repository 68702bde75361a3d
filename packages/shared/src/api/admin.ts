import { z } from 'zod';
import { messageResponse } from '../schemas/accounts.js';
import {
  adminProductResponse,
  adminProductsQuerySchema,
  adminProductsResponse,
  productStatusResponse,
  productWriteResponse,
  repriceResponse,
} from '../schemas/admin-products.js';
import { adminReviewsQuerySchema, adminReviewsResponse } from '../schemas/admin-reviews.js';
import { categoriesResponseSchema } from '../schemas/catalog.js';
import { idParamsSchema, requiredRateValueSchema } from '../schemas/common.js';
import { productFormSchema, productUpdateSchema } from '../schemas/product-form.js';
import { subcategoryInputSchema } from '../schemas/subcategories.js';
import { endpoint } from './endpoint.js';

const tags = ['admin'];

/** The admin catalogue: the products table, the product form, sub-categories, repricing, the reviews search. */
export const adminEndpoints = {
  /** A page of the products table searched by name or code; without `page`, older clients' unpaged list. */
  products: endpoint({
    method: 'GET',
    path: '/admin/products',
    tags,
    query: adminProductsQuerySchema,
    responses: { 200: adminProductsResponse },
  }),
  /** A product as the product form edits it: its English fields and its translations. */
  product: endpoint({
    method: 'GET',
    path: '/admin/products/:id',
    tags,
    params: idParamsSchema,
    responses: { 200: adminProductResponse },
  }),
  /** Older clients add a path segment after /new (docs/product.md §13); it carries nothing and is ignored. */
  createProduct: endpoint({
    method: 'POST',
    path: '/admin/product/new/:segment?',
    tags,
    params: z.object({ segment: z.string().optional() }),
    body: productFormSchema,
    multipart: true,
    responses: { 201: productWriteResponse },
  }),
  updateProduct: endpoint({
    method: 'PUT',
    path: '/admin/products/:id',
    tags,
    params: idParamsSchema,
    body: productUpdateSchema,
    multipart: true,
    responses: { 200: productWriteResponse },
  }),
  deleteProduct: endpoint({
    method: 'DELETE',
    path: '/admin/products/:id',
    tags,
    params: idParamsSchema,
    responses: { 200: messageResponse },
  }),
  /** The original path (sic, docs/product.md §13): flips the product's stored status. */
  toggleProductStatus: endpoint({
    method: 'POST',
    path: '/admin/updateStatis/:id',
    tags,
    params: idParamsSchema,
    responses: { 200: productStatusResponse },
  }),
  /** Adds a sub-category to a main category; answers the whole category tree. */
  addSubcategory: endpoint({
    method: 'PUT',
    path: '/subcategories',
    tags,
    body: subcategoryInputSchema,
    responses: { 200: categoriesResponseSchema },
  }),
  /** Reprices the whole catalogue at a new dollar rate (docs/product.md §5). */
  repriceAll: endpoint({
    method: 'POST',
    path: '/admin/updateAllPrices',
    tags,
    body: requiredRateValueSchema,
    responses: { 200: repriceResponse },
  }),
  /** The Reviews tab: a product's reviews by its id or its code. */
  reviews: endpoint({
    method: 'GET',
    path: '/admin/reviews',
    tags,
    query: adminReviewsQuerySchema,
    responses: { 200: adminReviewsResponse },
  }),
};
