import clsx from 'clsx';
import styles from './product.module.css';

/** A placeholder for one line of text: the line's full height, with a bar across part of it. */
function TextLine({ fontSize, lineHeight, width }: { fontSize: string; lineHeight: number; width: string }) {
  return (
    <div className={styles.textLine} style={{ fontSize, blockSize: `${lineHeight}em` }}>
      <div className={styles.bone} style={{ inlineSize: width }} />
    </div>
  );
}

/** A product card's outline while its data loads: same boxes and heights, so nothing moves after. */
export function ProductCardSkeleton() {
  return (
    <div aria-hidden className={styles.card}>
      <div className={clsx(styles.bone, styles.imageBone)} />
      <div className={styles.body}>
        <TextLine fontSize="0.75rem" lineHeight={1.5} width="40%" />
        <TextLine fontSize="1rem" lineHeight={1.4} width="85%" />
        {/* Price: the amount, and the line its old price takes when discounted. */}
        <div>
          <TextLine fontSize="1.0625rem" lineHeight={1.3} width="60%" />
          <div style={{ blockSize: '1.4em', fontSize: '0.8125rem' }} />
        </div>
        <div className={styles.bone} style={{ blockSize: 18, inlineSize: '45%' }} />
        <div className={clsx(styles.bone, styles.ratingBone)} style={{ inlineSize: '75%' }} />
        <div className={clsx(styles.bone, styles.buttonBone)} />
      </div>
    </div>
  );
}
