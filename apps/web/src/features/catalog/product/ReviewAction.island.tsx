import { type ProductDetail, paths } from '@shop/shared';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/ui/Button';
import text from '../../../components/ui/text.module.css';
import { usePageWords } from '../../../lib/i18n';
import { MuiFrame } from '../../../lib/muiFrame';
import { useSession } from '../../../lib/session';
import { useProduct } from './api/getProduct';
import styles from './productPage.module.css';

// The form's code (text field, rating input) is fetched when a signed-in user first opens it.
const ReviewDialog = lazy(() => import('./ReviewDialog'));

/**
 * Signed-in users get the review button; guests a way to log in and come back here. An island of the
 * product page (decision 098): who is signed in is this device's.
 */
export default function ReviewAction({ productId }: { productId: string }) {
  const { productPage } = usePageWords();
  const userId = useSession((state) => state.user?._id);
  const reviews: ProductDetail['reviews'] = useProduct(productId).data?.reviews ?? [];
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing can play its transition.
  const [opened, setOpened] = useState(false);
  if (userId === undefined) {
    return (
      <p className={styles.reviewPrompt}>
        {`${productPage.reviewPrompt} `}
        {/* Underlined: inside a sentence, colour alone would not tell the link apart (WCAG 1.4.1). */}
        <Link to={paths.login(pathname + search)} className={text.linkUnderlined}>
          {productPage.loginToReview}
        </Link>
      </p>
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
          {/* MUI's dialog, with the theme on a page drawn as islands (decision 099). */}
          <MuiFrame>
            <ReviewDialog
              productId={productId}
              own={reviews.find((review) => review.user === userId)}
              open={open}
              onClose={() => setOpen(false)}
            />
          </MuiFrame>
        </Suspense>
      )}
    </>
  );
}
