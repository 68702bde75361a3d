import MailOutlineRoundedIcon from '@mui/icons-material/MailOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useWords } from '../../../lib/i18n';
import { useShop } from '../../../lib/shop';

/**
 * The newsletter block: SUBSCRIBE opens the shop's external sign-up page in a new tab (docs/product.md §3.2).
 */
export function Newsletter({ titleId }: { titleId: string }) {
  const { home } = useWords();
  const newsletterUrl = useShop().data?.newsletterUrl;
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'auto 1fr auto' },
        alignItems: 'center',
        gap: { xs: 2, md: 4 },
        padding: { xs: 3, md: 5 },
        borderRadius: 4,
        backgroundColor: 'secondary.main',
        color: '#ffffff',
      }}
    >
      <Box
        aria-hidden
        sx={{
          display: { xs: 'none', md: 'grid' },
          placeItems: 'center',
          inlineSize: 72,
          blockSize: 72,
          borderRadius: '50%',
          backgroundColor: 'rgba(255, 255, 255, 0.12)',
        }}
      >
        <MailOutlineRoundedIcon sx={{ fontSize: 36 }} />
      </Box>
      <Box>
        <Typography variant="h3" component="h2" id={titleId}>
          {home.newsletterTitle}
        </Typography>
        <Typography sx={{ marginBlockStart: 1, color: 'rgba(255, 255, 255, 0.9)', maxInlineSize: '52ch' }}>
          {home.newsletterText}
        </Typography>
      </Box>
      <Button
        component="a"
        href={newsletterUrl}
        target="_blank"
        rel="noopener noreferrer"
        size="large"
        disabled={!newsletterUrl}
        aria-label={`${home.subscribe} ${home.opensInNewTab}`}
        sx={{
          justifySelf: { xs: 'stretch', sm: 'start', md: 'end' },
          paddingInline: 4,
          backgroundColor: '#ffffff',
          color: 'secondary.dark',
          letterSpacing: '0.08em',
          '&:hover': { backgroundColor: '#f3e6d8' },
        }}
      >
        {home.subscribe}
      </Button>
    </Box>
  );
}
