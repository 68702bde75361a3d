import {
  categoriesResponseSchema,
  colorsResponseSchema,
  productIdParamsSchema,
  productLinksResponseSchema,
  productListQuerySchema,
  productListResponseSchema,
  productResponseSchema,
  productsResponseSchema,
  suggestQuerySchema,
  suggestResponseSchema,
} from '../schemas/catalog.js';
import { endpoint } from './endpoint.js';

const tags = ['catalog'];

/** The storefront's reads: listing with filters, live search, a product, and the vocabularies. */
export const catalogEndpoints = {
  /**
   * One page of products with the API's filters (docs/product.md §13:
   * 'price[gte]', 'options[$elemMatch][color]', …).
   */
  products: endpoint({
    method: 'GET',
    path: '/products',
    tags,
    query: productListQuerySchema,
    responses: { 200: productListResponseSchema },
  }),
  /** Live search: at most SUGGEST_LIMIT products whose name or code matches. */
  suggest: endpoint({
    method: 'GET',
    path: '/products/suggest',
    tags,
    query: suggestQuerySchema,
    responses: { 200: suggestResponseSchema },
  }),
  product: endpoint({
    method: 'GET',
    path: '/products/:id',
    tags,
    params: productIdParamsSchema,
    responses: { 200: productResponseSchema },
  }),
  homePageProducts: endpoint({
    method: 'GET',
    path: '/homePageProducts',
    tags,
    responses: { 200: productsResponseSchema },
  }),
  /** Every product's link, a list kept for older clients (docs/product.md §13). */
  allProductLinks: endpoint({
    method: 'GET',
    path: '/getAllProduct',
    tags,
    responses: { 200: productLinksResponseSchema },
  }),
  categories: endpoint({
    method: 'GET',
    path: '/categories',
    tags,
    responses: { 200: categoriesResponseSchema },
  }),
  colors: endpoint({
    method: 'GET',
    path: '/admin/allColors',
    tags,
    responses: { 200: colorsResponseSchema },
  }),
};
