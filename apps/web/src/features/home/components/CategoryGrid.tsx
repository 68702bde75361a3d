import { useLanguage } from '../../../lib/i18n';
import { CATEGORY_TILES } from '../tiles';
import styles from './home.module.css';
import { ImageTile } from './ImageTile';

/** Tiles that span more than one cell, per screen size (home.module.css); the others are single squares. */
const SPANS: Partial<Record<number, string | undefined>> = {
  0: styles.large,
  5: styles.wide,
  7: styles.largeWide,
};

/**
 * The twelve 'Shop by Category' tiles; the layout changes with the screen (docs/product.md §3.2): two columns
 * on phones, three on tablets, four with a large first and a wide sixth tile on laptops, six with two large
 * tiles on wide screens.
 */
export function CategoryGrid() {
  const { term } = useLanguage();
  return (
    <ul className={styles.categoryTiles}>
      {CATEGORY_TILES.map((tile, index) => {
        const span = SPANS[index];
        return (
          <li key={tile.to} className={span}>
            <ImageTile
              tile={tile}
              label={term('subcategories', tile.subcategory)}
              sizes={
                span
                  ? '(max-width: 599px) 50vw, (max-width: 899px) 33vw, 50vw'
                  : '(max-width: 599px) 50vw, (max-width: 899px) 33vw, (max-width: 1199px) 25vw, 17vw'
              }
              className={styles.fill}
            />
          </li>
        );
      })}
    </ul>
  );
}
