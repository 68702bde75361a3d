import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import {
  DEFAULT_LOCALE,
  directionOf,
  type Locale,
  loadWords,
  localizedPath,
  paths,
  type ShellWords,
} from '@shop/shared';
import { useEffect, useId, useState } from 'react';
import { useNotificationSlot } from '../../lib/toast';
import { rememberLanguage } from './LanguageSwitcher';

/**
 * The offer itself, in the language it offers (its own catalogue's words): a bar at the bottom of the
 * screen, where it shifts nothing (the floating buttons rise above it, as for a toast). Taking the offer
 * goes to that language's home page; declining remembers English, so it is not offered again.
 */
export default function LanguageOfferBar({ locale, onClose }: { locale: Locale; onClose(): void }) {
  const [words, setWords] = useState<ShellWords>();
  const titleId = useId();
  useEffect(() => {
    let current = true;
    loadWords(locale).then(
      (loaded) => current && setWords(loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [locale]);
  const shown = useNotificationSlot(1, words !== undefined);
  if (!words || !shown) return null;
  const { layout } = words;

  return (
    <Box
      component="aside"
      lang={locale}
      dir={directionOf(locale)}
      aria-labelledby={titleId}
      sx={{
        position: 'fixed',
        zIndex: 'snackbar',
        insetBlockEnd: { xs: 8, md: 24 },
        insetInlineStart: { xs: 8, md: 24 },
        insetInlineEnd: { xs: 8, md: 'auto' },
        maxInlineSize: { md: 480 },
        // Phones: the question and the close button on a line, the offer under them; one line from md up.
        display: 'grid',
        gridTemplateAreas: { xs: '"text close" "accept accept"', md: '"text accept close"' },
        gridTemplateColumns: { xs: '1fr auto', md: 'auto auto auto' },
        alignItems: 'center',
        columnGap: 1.5,
        rowGap: 0.5,
        paddingBlock: 1.5,
        paddingInlineStart: 2,
        paddingInlineEnd: 1,
        borderRadius: 2,
        boxShadow: 6,
        backgroundColor: 'background.paper',
        color: 'text.primary',
      }}
    >
      <Typography id={titleId} sx={{ gridArea: 'text', fontWeight: 650 }}>
        {layout.languageOffer}
      </Typography>
      <Button
        variant="contained"
        href={localizedPath(locale, paths.home)}
        hrefLang={locale}
        onClick={() => rememberLanguage(locale)}
        sx={{ gridArea: 'accept', justifySelf: 'start', marginBlockEnd: { xs: 0.5, md: 0 } }}
      >
        {layout.languageOfferAccept}
      </Button>
      <IconButton
        aria-label={layout.languageOfferDismiss}
        sx={{ gridArea: 'close' }}
        onClick={() => {
          rememberLanguage(DEFAULT_LOCALE);
          onClose();
        }}
      >
        <CloseIcon />
      </IconButton>
    </Box>
  );
}
