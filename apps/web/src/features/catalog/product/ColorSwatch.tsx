import Box from '@mui/material/Box';
import { colorValue } from '@shop/shared';

/** A round sample of a colour; the ring keeps white and pale colours visible on white. */
export function ColorSwatch({ name }: { name: string }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        inlineSize: 20,
        blockSize: 20,
        flexShrink: 0,
        borderRadius: '50%',
        backgroundColor: colorValue(name),
        boxShadow: 'inset 0 0 0 1px rgba(42, 33, 29, 0.25)',
      }}
    />
  );
}
