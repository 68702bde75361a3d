import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ProductDetail, paths, type Review } from '@shop/shared';
import { lazy, Suspense, useId, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { RatingBar } from '../../../components/product/RatingBar';
import { useLanguage, usePageWords } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';

// The form's code (text field, rating input) is fetched when a signed-in user first opens it.
const ReviewDialog = lazy(() => import('./ReviewDialog'));

function ReviewItem({ review }: { review: Review }) {
  const { date } = useLanguage();
  return (
    <Paper component="li" variant="outlined" sx={{ padding: 2.5, listStyle: 'none' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1 }}>
        {/* What shoppers wrote reads in its own direction, whatever the page's. */}
        <Typography dir="auto" sx={{ fontWeight: 650 }}>
          {review.name}
        </Typography>
        <Typography component="time" dateTime={review.createdAt} color="text.secondary" variant="body2">
          {date(review.createdAt)}
        </Typography>
      </Box>
      <RatingBar rating={review.rating} />
      <Typography dir="auto" sx={{ marginBlockStart: 1, whiteSpace: 'pre-line' }}>
        {review.comment}
      </Typography>
    </Paper>
  );
}

function ReviewList({ reviews }: { reviews: Review[] }) {
  const { messages } = usePageWords();
  if (reviews.length === 0) return <Typography color="text.secondary">{messages.noReviews}</Typography>;
  return (
    <Box component="ul" sx={{ display: 'grid', gap: 2, padding: 0, margin: 0 }}>
      {reviews.map((review) => (
        <ReviewItem key={review._id} review={review} />
      ))}
    </Box>
  );
}

/** Signed-in users get the review button; guests a way to log in and come back here. */
function ReviewAction({ productId, reviews }: { productId: string; reviews: Review[] }) {
  const { productPage } = usePageWords();
  const userId = useSession((state) => state.user?._id);
  const signedIn = userId !== undefined;
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing can play its transition.
  const [opened, setOpened] = useState(false);
  if (!signedIn) {
    return (
      <Typography color="text.secondary">
        {`${productPage.reviewPrompt} `}
        {/* Underlined: inside a sentence, colour alone would not tell the link apart (WCAG 1.4.1). */}
        <Link component={RouterLink} to={paths.login(pathname + search)} underline="always">
          {productPage.loginToReview}
        </Link>
      </Typography>
    );
  }
  return (
    <>
      <Button
        variant="outlined"
        onClick={() => {
          setOpen(true);
          setOpened(true);
        }}
      >
        {productPage.submitReview}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <ReviewDialog
            productId={productId}
            own={reviews.find((review) => review.user === userId)}
            open={open}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}

/** The product's reviews ('No Reviews.' when none) and the way to write one (docs/product.md §3.5). */
export function ReviewsSection({ product }: { product: ProductDetail }) {
  const headingId = useId();
  const { productPage } = usePageWords();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ marginBlockStart: 2 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          marginBlockEnd: 3,
        }}
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          <Typography id={headingId} variant="h4" component="h2">
            {productPage.reviews}
          </Typography>
          <RatingBar rating={product.ratings} numOfReviews={product.numOfReviews} />
        </Box>
        <ReviewAction productId={product._id} reviews={product.reviews} />
      </Box>
      <ReviewList reviews={product.reviews} />
    </Box>
  );
}
