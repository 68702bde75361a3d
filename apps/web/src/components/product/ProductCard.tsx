import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { Product } from '@shop/shared';
import { IMAGE_SIZES, paths } from '@shop/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { ColorDots, distinctColors } from './ColorDots';
import { cardBody, cardName, narrowCard } from './cardLayout';
import { cutName } from './cutName';
import { FavoriteButton } from './FavoriteButton';
import { cardLabels } from './labels';
import { OutOfStockBadge } from './OutOfStockBadge';
import { Price } from './Price';
import { ProductImage } from './ProductImage';
import { RatingBar } from './RatingBar';

export interface ProductCardProps {
  product: Product;
  /** Overrides IMAGE_SIZES.card where the card is laid out differently (a slider). */
  sizes?: string;
  /** The card is in view on arrival (the grid's first row): its picture loads at once, first. */
  priority?: boolean;
}

/**
 * A product in a grid (spec §2 Product card): first picture, favourite heart, category, name cut to 15
 * characters (the full name in its title and accessible name), price with the discount rule, colour
 * dots, star bar and 'View Details'.
 */
export function ProductCard({ product, sizes = IMAGE_SIZES.card, priority }: ProductCardProps) {
  const nameId = useId();
  const href = paths.product(product._id);
  const outOfStock = product.status === 'OUTOFSTOCK';

  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={nameId}
      sx={{ blockSize: '100%', display: 'flex', flexDirection: 'column', borderRadius: 3 }}
    >
      <Box sx={{ position: 'relative' }}>
        {/* The picture repeats the 'View Details' link for pointers; keyboards and screen readers use that one. */}
        <Box component={Link} to={href} tabIndex={-1} aria-hidden sx={{ display: 'block' }}>
          <ProductImage
            image={product.images[0]}
            alt=""
            sizes={sizes}
            priority={priority}
            sx={outOfStock ? { filter: 'grayscale(0.6)', opacity: 0.8 } : undefined}
          />
        </Box>
        {outOfStock && (
          <OutOfStockBadge sx={{ position: 'absolute', insetBlockStart: 10, insetInlineStart: 10 }} />
        )}
        <FavoriteButton
          product={product}
          sx={{
            position: 'absolute',
            insetBlockStart: 6,
            insetInlineEnd: 6,
            backgroundColor: 'rgba(255, 255, 255, 0.92)',
            color: 'primary.main',
            '&:hover': { backgroundColor: '#ffffff' },
          }}
        />
      </Box>
      <Box sx={cardBody}>
        <Typography variant="caption" color="text.secondary" noWrap sx={{ lineHeight: 1.5 }}>
          {product.category}
        </Typography>
        <Typography
          component="h3"
          id={nameId}
          title={product.name}
          aria-label={product.name}
          noWrap
          sx={cardName}
        >
          {cutName(product.name)}
        </Typography>
        <Price price={product.price} discountRate={product.discountRate} isChecked={product.isChecked} />
        <ColorDots colors={distinctColors(product.options)} />
        <RatingBar
          rating={product.ratings}
          numOfReviews={product.numOfReviews}
          sx={{ [narrowCard]: { flexDirection: 'column', alignItems: 'flex-start' } }}
        />
        <Button
          component={Link}
          to={href}
          variant="outlined"
          size="small"
          aria-describedby={nameId}
          sx={{ marginBlockStart: 'auto', alignSelf: 'stretch' }}
        >
          {cardLabels.viewDetails}
        </Button>
      </Box>
    </Card>
  );
}
