import type { Product } from '@shop/shared';
import clsx from 'clsx';
import { lazy, Suspense } from 'react';
import { FavoriteButton } from '../../../components/product/FavoriteButton';
import { OutOfStockBadge } from '../../../components/product/OutOfStockBadge';
import { Price } from '../../../components/product/Price';
import { RatingBar } from '../../../components/product/RatingBar';
import { QuantityStepper } from '../../../components/QuantityStepper';
import { Button } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/Icon';
import text from '../../../components/ui/text.module.css';
import ui from '../../../components/ui/ui.module.css';
import { useLanguage, usePageWords } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useProduct } from './api/getProduct';
import { ColorSwatch, OptionPicker } from './OptionPicker';
import styles from './productPage.module.css';
import { ShareLinks } from './ShareLinks';
import { colorChoices, isOptionAvailable, sizeChoices } from './selection';
import { usePurchase } from './usePurchase';

// Fetched once a sold-out size and colour is picked: most visits never need it.
const StockAlert = lazy(() => import('./StockAlert'));

/**
 * The buying column: name, number, rating, price, size and colour, pieces, Add to Cart and sharing. An
 * island of the product page (decision 098): it reads the product from the page's query cache.
 */
export default function ProductPurchase({ productId }: { productId: string }) {
  const product = useProduct(productId).data;
  // The tab's title as the app's product page sets it (the server's head has the link preview's).
  usePageTitle(product?.name ?? '');
  return product ? <ProductInfo product={product} /> : null;
}

function ProductInfo({ product }: { product: Product }) {
  const purchase = usePurchase(product);
  const { selection, details, quantity, maxQuantity } = purchase;
  const { plural } = useLanguage();
  const words = usePageWords();
  const { productPage } = words;
  const sizes = sizeChoices(product.options);
  const colors = colorChoices(product.options, selection.size);
  const hasColors = product.options.some((option) => option.color !== '');
  // The stock hint belongs to one exact option: a size, and its colour when the size comes in colours.
  const exact = selection.size !== null && (selection.color !== null || colors.length === 0);
  const sellable = exact && details.option !== undefined && isOptionAvailable(details.option);
  const soldOut = exact && details.option !== undefined && !(sellable && product.status === 'INSTOCK');

  return (
    <div className={styles.buying}>
      <div className={styles.identity}>
        {product.status === 'OUTOFSTOCK' && <OutOfStockBadge />}
        <div className={styles.nameRow}>
          <h1 className={clsx(text.h1, styles.name)}>
            {/* Isolated: a name left in English keeps its own order on an Arabic page. */}
            <bdi>{product.name}</bdi>
          </h1>
          <FavoriteButton product={product} variant="outlined" />
        </div>
        <p className={styles.number}>
          {productPage.productNumber}
          {productPage.colon}
          <bdi dir="ltr" data-testid="product-code" className={styles.code}>
            {details.code}
          </bdi>
        </p>
        <RatingBar rating={product.ratings} numOfReviews={product.numOfReviews} size="medium" />
      </div>

      <div data-testid="product-price">
        <Price price={details.price} discount={product.discountNow} variant="detail" />
      </div>

      <hr className={ui.divider} />

      <OptionPicker
        label={productPage.size}
        group="sizes"
        choices={sizes}
        value={selection.size}
        onChange={purchase.chooseSize}
      />
      {hasColors && (
        <OptionPicker
          label={productPage.color}
          group="colors"
          choices={colors}
          value={selection.color}
          onChange={purchase.chooseColor}
          adornment={(color) => <ColorSwatch name={color} />}
          emptyText={productPage.chooseSizeFirst}
        />
      )}

      <div className={styles.quantityRow}>
        <QuantityStepper value={quantity} max={maxQuantity} onChange={purchase.setQuantity} />
        {sellable && <p className={styles.piecesLeft}>{plural(productPage.piecesLeft, maxQuantity)}</p>}
      </div>

      <Button
        variant="contained"
        size="large"
        onClick={purchase.addToCart}
        startIcon={<Icon name="addShoppingCartRounded" />}
        className={styles.addToCart}
      >
        {productPage.addToCart}
      </Button>

      {soldOut && details.option && (
        <Suspense fallback={null}>
          <StockAlert
            key={`${details.option.size}\n${details.option.color}`}
            productId={product._id}
            size={details.option.size}
            color={details.option.color}
          />
        </Suspense>
      )}

      <hr className={ui.divider} />

      <ShareLinks productId={product._id} name={product.name} />
    </div>
  );
}
