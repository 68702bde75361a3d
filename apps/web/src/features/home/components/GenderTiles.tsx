import Box from '@mui/material/Box';
import { useWords } from '../../../lib/i18n';
import { GENDER_TILES } from '../tiles';
import { ImageTile } from './ImageTile';

/** The four 'Shop by Gender and Age' tiles: two by two on phones, one row from tablets up. */
export function GenderTiles() {
  const { home } = useWords();
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gap: { xs: 1.5, md: 2.5 },
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {GENDER_TILES.map((tile) => (
        <li key={tile.to}>
          <ImageTile tile={tile} label={home[tile.word]} sizes="(max-width: 899px) 50vw, 25vw" />
        </li>
      ))}
    </Box>
  );
}
