import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { format, type Review } from '@shop/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useLanguage } from '../../../lib/i18n';
import { useAdminReviews, useDeleteReview } from '../api/reviews';
import { isolate, leftToRight } from '../components/bidi';
import { ConfirmDelete } from '../components/ConfirmDelete';
import { TableScroller } from '../components/TableScroller';
import { useAdminAction } from '../components/useAdminAction';
import { useAdminWords } from '../useAdminWords';

/** Reviews of one product, found by its id or code (kept in the URL), with delete. */
export default function ReviewsTab() {
  const { admin: l } = useAdminWords();
  const { words, date, plural } = useLanguage();
  const { messages } = words;
  const [params, setParams] = useSearchParams();
  const product = params.get('product') ?? '';
  const [text, setText] = useState(product);
  const { data, error } = useAdminReviews(product);
  const remove = useDeleteReview();
  const act = useAdminAction();
  const [doomed, setDoomed] = useState<Review>();

  return (
    <Stack spacing={2}>
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        onSubmit={(event) => {
          event.preventDefault();
          setParams((current) => {
            current.set('product', text.trim());
            return current;
          });
        }}
      >
        <TextField
          label={l.reviewSearch}
          size="small"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <Button type="submit" variant="contained">
          {l.findReviews}
        </Button>
      </Stack>
      {error && <Alert severity="error">{error.message}</Alert>}
      {data && (
        <>
          <Typography variant="h6" component="h2">
            {format(l.reviewsOf, {
              name: isolate(data.product.name),
              code: leftToRight(data.product.productId),
            })}
          </Typography>
          {data.reviews.length === 0 ? (
            <Typography>{messages.noReviews}</Typography>
          ) : (
            <TableScroller label={l.tabReviews}>
              <Table size="small" aria-label={l.tabReviews}>
                <TableHead>
                  <TableRow>
                    {[l.name, l.rating, l.comment, l.date, l.actions].map((heading) => (
                      <TableCell key={heading}>{heading}</TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.reviews.map((review) => (
                    <TableRow key={review._id}>
                      <TableCell>{review.name}</TableCell>
                      <TableCell>
                        <Rating
                          value={review.rating}
                          readOnly
                          size="small"
                          getLabelText={(stars) => plural(l.stars, stars)}
                        />
                      </TableCell>
                      <TableCell sx={{ minWidth: 200 }}>
                        {/* Written in any language: its own direction, whatever the page's. */}
                        <bdi>{review.comment}</bdi>
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{date(review.createdAt)}</TableCell>
                      <TableCell>
                        <IconButton
                          color="error"
                          onClick={() => setDoomed(review)}
                          aria-label={format(l.delete, { name: format(l.reviewBy, { name: review.name }) })}
                        >
                          <DeleteIcon />
                        </IconButton>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableScroller>
          )}
        </>
      )}
      <ConfirmDelete
        name={doomed && format(l.reviewBy, { name: doomed.name })}
        onClose={() => setDoomed(undefined)}
        onConfirm={() =>
          doomed &&
          data &&
          act(
            () => remove.mutateAsync({ id: doomed._id, productId: data.product._id }),
            messages.reviewDeleted,
          )
        }
      />
    </Stack>
  );
}
