import { useWords } from '../../../lib/i18n';
import { GENDER_TILES } from '../tiles';
import styles from './home.module.css';
import { ImageTile } from './ImageTile';

/** The four 'Shop by Gender and Age' tiles: two by two on phones, one row from tablets up. */
export function GenderTiles() {
  const { home } = useWords();
  return (
    <ul className={styles.genderTiles}>
      {GENDER_TILES.map((tile) => (
        <li key={tile.to}>
          <ImageTile tile={tile} label={home[tile.word]} sizes="(max-width: 899px) 50vw, 25vw" />
        </li>
      ))}
    </ul>
  );
}
