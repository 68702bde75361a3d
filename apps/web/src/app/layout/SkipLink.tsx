import Box from '@mui/material/Box';
import { useWords } from '../../lib/i18n';

export const MAIN_ID = 'main';

/** First focusable element: jumps keyboard users past the header to the page content. */
export function SkipLink() {
  const { layout } = useWords();
  return (
    <Box
      component="a"
      href={`#${MAIN_ID}`}
      sx={{
        position: 'absolute',
        insetInlineStart: 8,
        insetBlockStart: -48,
        zIndex: 'tooltip',
        paddingInline: 2,
        paddingBlock: 1,
        borderRadius: 1,
        backgroundColor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 600,
        '&:focus': { insetBlockStart: 8 },
      }}
    >
      {layout.skipToContent}
    </Box>
  );
}
