import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { REVIEW_COMMENT_MAX, type Review, reviewInputSchema } from '@shop/shared';
import { useEffect, useId } from 'react';
import { Controller } from 'react-hook-form';
import { FormTextField, SubmitButton, useSchemaForm } from '../../../lib/forms';
import { schemaResolver } from '../../../lib/forms/schemaResolver';
import { useLanguage, usePageWords } from '../../../lib/i18n';
import { useToast } from '../../../lib/toast';
import { useRequestErrorToast } from '../../../lib/useRequestErrorToast';
import { useSubmitReview } from './api/submitReview';

interface ReviewDialogProps {
  productId: string;
  /** The shopper's own review of the product, which posting again replaces: the form starts from it. */
  own: Review | undefined;
  open: boolean;
  onClose(): void;
}

/**
 * The review modal: 1-5 stars and a plain-text comment, checked by the server's own schema and posted
 * with PUT /review (docs/product.md §3.5, §11). A rating of 0 stands for "no star chosen yet".
 */
export default function ReviewDialog({ productId, own, open, onClose }: ReviewDialogProps) {
  const titleId = useId();
  const ratingId = useId();
  const { message, plural } = useLanguage();
  const words = usePageWords();
  const { productPage, messages } = words;
  const toast = useToast();
  const submit = useSubmitReview();
  const showError = useRequestErrorToast();
  const rating = own?.rating ?? 0;
  const comment = own?.comment ?? '';
  // The messages show under their fields; inside a modal a second, floating copy would only repeat them.
  const { control, onSubmit, reset, formProps } = useSchemaForm(schemaResolver(reviewInputSchema), {
    defaultValues: { productId, rating, comment },
  });
  // Each opening starts from the review as posted (it may have changed since the last one).
  useEffect(() => {
    if (open) reset({ productId, rating, comment });
  }, [open, reset, productId, rating, comment]);

  const post = onSubmit((review) =>
    submit.mutate(review, {
      onSuccess: () => {
        toast.success(messages.reviewPosted);
        onClose();
      },
      onError: showError,
    }),
  );

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form {...formProps} noValidate onSubmit={post}>
        <DialogTitle id={titleId}>{own ? productPage.editReview : productPage.submitReview}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {own && <Typography color="text.secondary">{productPage.editReviewHint}</Typography>}
          <Controller
            name="rating"
            control={control}
            render={({ field, fieldState }) => (
              <div>
                <Typography id={ratingId} component="span" sx={{ display: 'block', fontWeight: 600 }}>
                  {productPage.yourRating}
                </Typography>
                <Rating
                  name={field.name}
                  value={Number(field.value) || null}
                  onChange={(_event, value) => field.onChange(value ?? 0)}
                  size="large"
                  getLabelText={(stars) => plural(words.catalog.stars, stars)}
                  emptyLabelText={productPage.noRating}
                  aria-labelledby={ratingId}
                />
                {fieldState.error?.message && (
                  <FormHelperText error>{message(fieldState.error.message)}</FormHelperText>
                )}
              </div>
            )}
          />
          <FormTextField
            control={control}
            name="comment"
            label={productPage.comment}
            multiline
            minRows={4}
            required
            slotProps={{ htmlInput: { maxLength: REVIEW_COMMENT_MAX } }}
          />
        </DialogContent>
        <DialogActions sx={{ paddingInline: 3, paddingBlockEnd: 2 }}>
          <Button onClick={onClose}>{productPage.cancel}</Button>
          <SubmitButton busy={submit.isPending} size="medium" gap="flush">
            {productPage.submit}
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
