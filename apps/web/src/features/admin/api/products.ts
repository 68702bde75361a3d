import { endpoints, type SubcategoryInput } from '@shop/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export interface ProductsPage {
  page: number;
  pageSize: number;
  keyword: string;
}

/** GET /admin/products: one page of the products table, searched by name or code. */
const adminProductsQuery = ({ page, pageSize, keyword }: ProductsPage) =>
  queryOptions({
    queryKey: ['admin', 'products', page, pageSize, keyword],
    queryFn: ({ signal }) =>
      api.call(endpoints.admin.products, {
        query: { page, pageSize, keyword: keyword || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useAdminProducts = (page: ProductsPage) => useQuery(adminProductsQuery(page));

/** The product form's starting point when editing: its English fields and its translations. */
export const useAdminProduct = (id: string | undefined) =>
  useQuery({
    queryKey: ['admin', 'product', id],
    queryFn: ({ signal }) => api.call(endpoints.admin.product, { params: { id: id ?? '' }, signal }),
    enabled: id !== undefined,
    select: (data) => data.product,
  });

/** Every write to the catalogue makes the admin's and the storefront's cached lists stale. */
function useCatalogueMutation<T, V>(mutationFn: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** POST /admin/product/new or PUT /admin/products/:id, as multipart (files, JSON lists). */
export const useSaveProduct = (id: string | undefined) =>
  useCatalogueMutation((form: FormData) =>
    id
      ? api.call(endpoints.admin.updateProduct, { params: { id }, body: form })
      : api.call(endpoints.admin.createProduct, { body: form }),
  );

export const useDeleteProduct = () =>
  useCatalogueMutation((id: string) => api.call(endpoints.admin.deleteProduct, { params: { id } }));

export const useToggleStatus = () =>
  useCatalogueMutation((id: string) => api.call(endpoints.admin.toggleProductStatus, { params: { id } }));

/** PUT /subcategories: adds a sub-category to a category; answers the whole category tree. */
export const useAddSubcategory = () =>
  useCatalogueMutation((body: SubcategoryInput) => api.call(endpoints.admin.addSubcategory, { body }));
