import ForwardToInboxOutlinedIcon from '@mui/icons-material/ForwardToInboxOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { format } from '@shop/shared';
import { useShop } from '../../../lib/shop';
import { useAdminAction } from '../components/useAdminAction';
import { useAdminWords } from '../useAdminWords';
import { useSendDigest } from './api';

/** The owner's morning digest, e-mailed now (it also leaves by itself each morning at DIGEST_HOUR). */
export function DigestButton() {
  const { home: l } = useAdminWords();
  const { data: shop } = useShop();
  const send = useSendDigest();
  const act = useAdminAction();
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      useFlexGap
      sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', gap: 1.5, marginBlockStart: 2 }}
    >
      <Typography variant="body2" color="text.secondary">
        {format(l.sendDigestHelp, { email: shop?.email ?? '…' })}
      </Typography>
      <Button
        variant="outlined"
        startIcon={<ForwardToInboxOutlinedIcon />}
        loading={send.isPending}
        onClick={() => act(() => send.mutateAsync())}
        sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'auto' } }}
      >
        {l.sendDigest}
      </Button>
    </Stack>
  );
}
