import { useWords } from '../../lib/i18n';
import styles from './layout.module.css';

export const MAIN_ID = 'main';

/** First focusable element: jumps keyboard users past the header to the page content. */
export function SkipLink() {
  const { layout } = useWords();
  return (
    <a href={`#${MAIN_ID}`} className={styles.skipLink}>
      {layout.skipToContent}
    </a>
  );
}
