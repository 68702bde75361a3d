import clsx from 'clsx';
import { Link } from 'react-router';
import { type Tile, tileSrc, tileSrcSet } from '../tiles';
import styles from './home.module.css';

export interface ImageTileProps {
  tile: Tile;
  /** The tile's name, in the page's language. */
  label: string;
  /** The picture's rendered width per layout, for the browser's choice among 400 and 800 px. */
  sizes: string;
  className?: string;
}

/** A picture link with its label on a dark band at the bottom (gender and category tiles). */
export function ImageTile({ tile, label, sizes, className }: ImageTileProps) {
  return (
    <Link to={tile.to} className={clsx(styles.tile, className)}>
      {/* Out of the flow: the tile's box (square, or its grid area) alone decides the size. */}
      <img
        src={tileSrc(tile.image)}
        srcSet={tileSrcSet(tile.image)}
        sizes={sizes}
        alt=""
        loading="lazy"
        decoding="async"
      />
      <span className={styles.tileLabel}>{label}</span>
    </Link>
  );
}
