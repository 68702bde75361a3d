import {
  type AdminProduct,
  isoToShopWallTime,
  type ProductFormValues,
  TRANSLATED_LOCALES,
  type TranslatedLocale,
  UPLOAD_REF_PREFIX,
} from '@shop/shared';

/** An image of the form: one the product has (removable: idss) or a new file with its preview URL. */
export type ImageItem =
  | { kind: 'existing'; key: string; publicId: string; url: string }
  | { kind: 'new'; key: string; file: File; url: string };

export interface OptionValues {
  _id?: string;
  size: string;
  color: string;
  quantity: string;
  doprice: string;
  optdescription: string;
  optCode: string;
  statusOpt: 'INSTOCK' | 'OUTSTOCK';
}

/** A language's name and description as typed; an empty name is no translation. */
interface TranslationValues {
  name: string;
  description: string;
}

/** What the inputs hold (text, as typed); the shared schema reads it into numbers and lists. */
export interface ProductFormFields {
  productId: string;
  name: string;
  description: string;
  translations: Record<TranslatedLocale, TranslationValues>;
  category: string;
  subcategory: string;
  subsubcategory: string;
  collectiontype: string;
  dollarPrice: string;
  discountRate: string;
  isChecked: boolean;
  /** When the discount runs, as Beirut's wall time (`YYYY-MM-DDTHH:mm`); '' for no bound. */
  discountStartsAt: string;
  discountEndsAt: string;
  options: OptionValues[];
  images: ImageItem[];
}

export const emptyOption = (): OptionValues => ({
  size: '',
  color: '',
  quantity: '0',
  doprice: '',
  optdescription: '',
  optCode: '',
  statusOpt: 'INSTOCK',
});

/** Every translated language's fields, from what the product has (none: empty). */
const translationFields = (translations: AdminProduct['translations'] = {}) =>
  Object.fromEntries(
    TRANSLATED_LOCALES.map((locale) => [locale, { name: '', description: '', ...translations[locale] }]),
  ) as ProductFormFields['translations'];

export const emptyProduct = (): ProductFormFields => ({
  productId: '',
  name: '',
  description: '',
  translations: translationFields(),
  category: '',
  subcategory: '',
  subsubcategory: '',
  collectiontype: '',
  dollarPrice: '',
  discountRate: '0',
  isChecked: false,
  discountStartsAt: '',
  discountEndsAt: '',
  options: [emptyOption()],
  images: [],
});

const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** The form of an existing product (update), as the admin's read gives it (English, and translations). */
export function fromProduct(product: AdminProduct): ProductFormFields {
  return {
    productId: product.productId,
    name: product.name,
    description: product.description,
    translations: translationFields(product.translations),
    category: product.category,
    subcategory: product.subcategory,
    subsubcategory: text(product.subsubcategory),
    collectiontype: text(product.collectiontype),
    dollarPrice: text(product.dollarPrice),
    discountRate: text(product.discountRate),
    isChecked: product.isChecked,
    discountStartsAt: isoToShopWallTime(product.discountStartsAt),
    discountEndsAt: isoToShopWallTime(product.discountEndsAt),
    options: product.options.map((option) => ({
      _id: option._id,
      size: option.size,
      color: option.color,
      quantity: text(option.quantity),
      doprice: text(option.doprice),
      optdescription: text(option.optdescription),
      optCode: text(option.optCode),
      statusOpt: option.statusOpt,
    })),
    images: product.images.map((image) => ({
      kind: 'existing',
      key: image.public_id,
      publicId: image.public_id,
      url: image.variants[0]?.url ?? image.url,
    })),
  };
}

/**
 * The multipart body of POST /admin/product/new and PUT /admin/products/:id: the schema's output
 * as text fields, lists and translations as JSON, new images as files; for an update, the removed
 * images (`idss`) and the order of what remains (`imageOrder`: kept public ids and `upload:<n>`).
 */
export function toFormData(
  values: ProductFormValues,
  images: readonly ImageItem[],
  original?: AdminProduct,
): FormData {
  const body = new FormData();
  const { images: _images, options, translations, ...fields } = values;
  for (const [key, value] of Object.entries(fields)) {
    if (value !== null && value !== undefined) body.append(key, String(value));
  }
  body.append('options', JSON.stringify(options));
  // Always sent: languages left without a name are removed from the product.
  body.append('translations', JSON.stringify(translations ?? {}));
  const uploads = images.filter((image) => image.kind === 'new');
  for (const image of uploads) body.append('images', image.file, image.file.name);
  if (original) {
    const kept = new Set(images.flatMap((image) => (image.kind === 'existing' ? [image.publicId] : [])));
    body.append(
      'idss',
      JSON.stringify(original.images.map((i) => i.public_id).filter((id) => !kept.has(id))),
    );
    body.append(
      'imageOrder',
      JSON.stringify(
        images.map((image) =>
          image.kind === 'existing' ? image.publicId : `${UPLOAD_REF_PREFIX}${uploads.indexOf(image)}`,
        ),
      ),
    );
  }
  return body;
}
