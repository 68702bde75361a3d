import AddShoppingCartRoundedIcon from '@mui/icons-material/AddShoppingCartRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { Product } from '@shop/shared';
import { lazy, Suspense } from 'react';
import { FavoriteButton } from '../../../components/product/FavoriteButton';
import { OutOfStockBadge } from '../../../components/product/OutOfStockBadge';
import { Price } from '../../../components/product/Price';
import { RatingBar } from '../../../components/product/RatingBar';
import { QuantityStepper } from '../../../components/QuantityStepper';
import { useLanguage, usePageWords } from '../../../lib/i18n';
import { ColorSwatch, OptionPicker } from './OptionPicker';
import { ShareLinks } from './ShareLinks';
import { colorChoices, isOptionAvailable, sizeChoices } from './selection';
import type { Purchase } from './usePurchase';

// Fetched once a sold-out size and colour is picked: most visits never need it.
const StockAlert = lazy(() => import('./StockAlert'));

interface ProductInfoProps {
  product: Product;
  purchase: Purchase;
}

/** The buying column: name, number, rating, price, size and colour, pieces, Add to Cart and sharing. */
export function ProductInfo({ product, purchase }: ProductInfoProps) {
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
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, minInlineSize: 0 }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        {product.status === 'OUTOFSTOCK' && <OutOfStockBadge />}
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Typography variant="h1" sx={{ flex: 1, fontSize: 'clamp(1.75rem, 1.4rem + 1.4vw, 2.5rem)' }}>
            {/* Isolated: a name left in English keeps its own order on an Arabic page. */}
            <bdi>{product.name}</bdi>
          </Typography>
          <FavoriteButton product={product} variant="outlined" />
        </Box>
        <Typography color="text.secondary" sx={{ fontSize: '0.9375rem' }}>
          {productPage.productNumber}
          {productPage.colon}
          <Box
            component="bdi"
            dir="ltr"
            data-testid="product-code"
            sx={{ color: 'text.primary', fontWeight: 600 }}
          >
            {details.code}
          </Box>
        </Typography>
        <RatingBar rating={product.ratings} numOfReviews={product.numOfReviews} size="medium" />
      </Box>

      <Box data-testid="product-price">
        <Price price={details.price} discount={product.discountNow} variant="detail" />
      </Box>

      <Divider />

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

      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <QuantityStepper value={quantity} max={maxQuantity} onChange={purchase.setQuantity} />
        {sellable && (
          <Typography color="text.secondary" sx={{ fontSize: '0.875rem' }}>
            {plural(productPage.piecesLeft, maxQuantity)}
          </Typography>
        )}
      </Box>

      <Button
        variant="contained"
        size="large"
        onClick={purchase.addToCart}
        startIcon={<AddShoppingCartRoundedIcon />}
        sx={{
          alignSelf: { xs: 'stretch', sm: 'flex-start' },
          minInlineSize: { sm: 260 },
          paddingBlock: 1.25,
        }}
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

      <Divider />

      <ShareLinks productId={product._id} name={product.name} />
    </Box>
  );
}
