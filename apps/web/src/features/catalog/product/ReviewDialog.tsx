import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { messages } from '@shop/shared';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useToast } from '../../../lib/toast';
import { useRequestErrorToast } from '../../../lib/useRequestErrorToast';
import { useSubmitReview } from './api/submitReview';
import { productLabels } from './labels';

interface ReviewDialogProps {
  productId: string;
  open: boolean;
  onClose(): void;
}

interface ReviewForm {
  rating: number | null;
  comment: string;
}

const blank: ReviewForm = { rating: null, comment: '' };

/** The review modal: 1-5 stars and a comment, posted with PUT /review (spec §2, §4 Review post). */
export default function ReviewDialog({ productId, open, onClose }: ReviewDialogProps) {
  const titleId = useId();
  const ratingId = useId();
  const toast = useToast();
  const submit = useSubmitReview();
  const showError = useRequestErrorToast();
  const { control, handleSubmit, reset } = useForm<ReviewForm>({ defaultValues: blank });

  const close = () => {
    reset(blank);
    onClose();
  };
  const post = handleSubmit(({ rating, comment }) =>
    submit.mutate(
      { productId, rating: rating ?? 0, comment: comment.trim() },
      {
        onSuccess: () => {
          toast.success(messages.reviewPosted);
          close();
        },
        onError: showError,
      },
    ),
  );

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={post}>
        <DialogTitle id={titleId}>{productLabels.submitReview}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Controller
            name="rating"
            control={control}
            rules={{ validate: (rating) => (rating ? true : productLabels.ratingRequired) }}
            render={({ field, fieldState }) => (
              <div>
                <Typography id={ratingId} component="span" sx={{ display: 'block', fontWeight: 600 }}>
                  {productLabels.yourRating}
                </Typography>
                <Rating
                  name={field.name}
                  value={field.value}
                  onChange={(_event, value) => field.onChange(value)}
                  size="large"
                  aria-labelledby={ratingId}
                />
                {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
              </div>
            )}
          />
          <Controller
            name="comment"
            control={control}
            rules={{ validate: (comment) => (comment.trim() ? true : productLabels.commentRequired) }}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                label={productLabels.comment}
                multiline
                minRows={4}
                required
                error={!!fieldState.error}
                helperText={fieldState.error?.message}
              />
            )}
          />
        </DialogContent>
        <DialogActions sx={{ paddingInline: 3, paddingBlockEnd: 2 }}>
          <Button onClick={close}>{productLabels.cancel}</Button>
          <Button type="submit" variant="contained" loading={submit.isPending}>
            {productLabels.submit}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
