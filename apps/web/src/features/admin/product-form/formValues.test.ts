import { type AdminProduct, productFormSchema, productUpdateSchema } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { emptyProduct, fromProduct, type ImageItem, toFormData } from './formValues';

const product: AdminProduct = {
  _id: '0b7c3f4e-9a1d-4c2b-8e5f-1a2b3c4d5e6f',
  productId: 'WRB-1',
  name: 'Robe',
  description: 'Soft',
  category: 'Women',
  subcategory: 'Robe',
  subsubcategory: null,
  collectiontype: 'Winter',
  price: 1_790_000,
  dollarPrice: 20,
  discountRate: 10,
  isChecked: true,
  discountStartsAt: null,
  discountEndsAt: null,
  discountNow: 10,
  images: [
    {
      url: '/images/p/a-640.webp',
      public_id: 'p/a',
      variants: [{ width: 320, url: '/images/p/a-320.webp' }],
    },
    {
      url: '/images/p/b-640.webp',
      public_id: 'p/b',
      variants: [{ width: 320, url: '/images/p/b-320.webp' }],
    },
  ],
  stock: 3,
  status: 'INSTOCK',
  ratings: 0,
  numOfReviews: 0,
  options: [
    {
      _id: '1b7c3f4e-9a1d-4c2b-8e5f-1a2b3c4d5e6f',
      size: 'M',
      color: 'Red',
      quantity: 3,
      doprice: null,
      oprice: null,
      optdescription: null,
      optCode: null,
      statusOpt: 'INSTOCK',
    },
  ],
  createdAt: '2025-01-01T00:00:00.000Z',
  translations: { ar: { name: 'روب', description: 'ناعم' } },
};

/** What the server's schema reads from the multipart body the form sends. */
function serverView(body: FormData) {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of body.entries()) {
    fields[key] = key in fields ? [fields[key], value].flat() : value;
  }
  return fields;
}

describe('the product form values', () => {
  it('round-trips an existing product into the update body the server accepts', () => {
    const form = fromProduct(product);
    const upload: ImageItem = { kind: 'new', key: 'n1', file: new File(['x'], 'n.png'), url: 'blob:n' };
    // Drop the first image, put a new one first: the main image.
    const images = [upload, ...form.images.slice(1)];
    const values = productFormSchema.parse({ ...form, images });
    const body = serverView(toFormData(values, images, product));
    const parsed = productUpdateSchema.parse(body);
    expect(parsed).toMatchObject({
      productId: 'WRB-1',
      dollarPrice: 20,
      discountRate: 10,
      isChecked: true,
      collectiontype: 'Winter',
      subsubcategory: null,
      idss: ['p/a'],
      imageOrder: ['upload:0', 'p/b'],
      options: [{ _id: product.options[0]?._id, size: 'M', color: 'Red', quantity: 3, doprice: null }],
      translations: { ar: { name: 'روب', description: 'ناعم' } },
    });
    expect(parsed.images).toHaveLength(1);
  });

  it('sends the languages given a name, and none for the others (their translation is removed)', () => {
    const form = fromProduct(product);
    expect(form.translations).toEqual({
      ar: { name: 'روب', description: 'ناعم' },
      fr: { name: '', description: '' },
    });
    const typed = {
      ...form,
      translations: {
        ar: { name: '', description: 'ناعم' },
        fr: { name: ' Peignoir ', description: 'Doux' },
      },
    };
    const body = serverView(toFormData(productFormSchema.parse(typed), form.images, product));
    expect(productUpdateSchema.parse(body).translations).toEqual({
      fr: { name: 'Peignoir', description: 'Doux' },
    });
  });

  it('starts a new product with one empty option and no image', () => {
    expect(productFormSchema.safeParse(emptyProduct()).error?.issues[0]?.message).toBe('Select Main Image');
  });
});
