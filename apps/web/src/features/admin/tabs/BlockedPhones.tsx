import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { blockPhoneInputSchema, format } from '@shop/shared';
import { type FormEvent, useState } from 'react';
import { leftToRightInput } from '../../../lib/forms';
import { useLanguage } from '../../../lib/i18n';
import { useBlockedPhones, useBlockPhone, useUnblockPhone } from '../api/users';
import { useAdminAction } from '../components/useAdminAction';
import { useAdminWords } from '../useAdminWords';

/**
 * The phone numbers checkout refuses (a fake orderer's, whatever account they use next): add one, or
 * take one off. The server compares numbers by their digits, so '+961 3 123 456' and '03 123456' are one.
 */
export function BlockedPhones() {
  const { admin: l } = useAdminWords();
  const { date, message, dir } = useLanguage();
  const { data: phones } = useBlockedPhones();
  const add = useBlockPhone();
  const remove = useUnblockPhone();
  const act = useAdminAction();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = blockPhoneInputSchema.safeParse({ phone });
    const problem = parsed.error?.issues[0]?.message;
    setError(problem === undefined ? undefined : message(problem));
    if (!parsed.success) return;
    if (await act(() => add.mutateAsync(parsed.data.phone))) setPhone('');
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="overline" component="h2">
          {l.blockedPhones}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ marginBlockEnd: 2 }}>
          {l.blockedPhonesHelp}
        </Typography>
        <Stack
          component="form"
          noValidate
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
          onSubmit={submit}
        >
          <TextField
            id="blocked-phone-input"
            label={l.phoneToBlock}
            size="small"
            type="tel"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            error={error !== undefined}
            helperText={error ?? ' '}
            // Typed left to right, lined up with its label on a right-to-left page.
            slotProps={{
              htmlInput: leftToRightInput(dir),
            }}
          />
          <Button type="submit" variant="contained" color="error" disabled={add.isPending}>
            {l.blockPhone}
          </Button>
        </Stack>
        {phones && phones.length === 0 && <Typography variant="body2">{l.noBlockedPhones}</Typography>}
        <List dense aria-label={l.blockedPhones}>
          {phones?.map((blocked) => (
            <ListItem
              key={blocked.key}
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  onClick={() => act(() => remove.mutateAsync(blocked.key))}
                  aria-label={format(l.unblockPhone, { phone: blocked.phone })}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemText
                primary={<bdi dir="ltr">{blocked.phone}</bdi>}
                secondary={format(l.blockedSince, { date: date(blocked.createdAt) })}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
