import Box from '@mui/material/Box';
import { useLanguage } from '../../../lib/i18n';
import { CATEGORY_TILES } from '../tiles';
import { ImageTile } from './ImageTile';

const SQUARE = '1 / 1';

/**
 * Tiles that span more than one cell, per screen size (the others are single squares). A spanning tile
 * drops its square shape and fills its grid area.
 */
type Responsive = Partial<Record<'xs' | 'md' | 'lg', string>>;
const SPANS: Partial<
  Record<number, { gridColumn: Responsive; gridRow?: Responsive; aspectRatio: Responsive }>
> = {
  0: { gridColumn: { md: 'span 2' }, gridRow: { md: 'span 2' }, aspectRatio: { xs: SQUARE, md: 'auto' } },
  5: { gridColumn: { md: 'span 2', lg: 'auto' }, aspectRatio: { xs: SQUARE, md: 'auto', lg: SQUARE } },
  7: { gridColumn: { lg: 'span 2' }, gridRow: { lg: 'span 2' }, aspectRatio: { xs: SQUARE, lg: 'auto' } },
};

/**
 * The twelve 'Shop by Category' tiles; the layout changes with the screen (docs/product.md §3.2): two columns
 * on phones, three on tablets, four with a large first and a wide sixth tile on laptops, six with two large
 * tiles on wide screens.
 */
export function CategoryGrid() {
  const { term } = useLanguage();
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gap: { xs: 1.5, md: 2 },
        gridAutoFlow: 'dense',
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: 'repeat(3, minmax(0, 1fr))',
          md: 'repeat(4, minmax(0, 1fr))',
          lg: 'repeat(6, minmax(0, 1fr))',
        },
      }}
    >
      {CATEGORY_TILES.map((tile, index) => {
        const span = SPANS[index];
        return (
          <Box component="li" key={tile.to} sx={{ gridColumn: span?.gridColumn, gridRow: span?.gridRow }}>
            <ImageTile
              tile={tile}
              label={term('subcategories', tile.subcategory)}
              sizes={
                span
                  ? '(max-width: 599px) 50vw, (max-width: 899px) 33vw, 50vw'
                  : '(max-width: 599px) 50vw, (max-width: 899px) 33vw, (max-width: 1199px) 25vw, 17vw'
              }
              sx={{ blockSize: '100%', aspectRatio: span?.aspectRatio ?? SQUARE }}
            />
          </Box>
        );
      })}
    </Box>
  );
}
