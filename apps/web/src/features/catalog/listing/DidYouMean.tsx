import clsx from 'clsx';
import { Fragment } from 'react';
import { Link, type To } from 'react-router';
import text from '../../../components/ui/text.module.css';
import { useWords } from '../../../lib/i18n';
import styles from './listing.module.css';

export interface DidYouMeanProps {
  /** Searches that find something (the server's `didYouMean`), closest first. */
  searches: readonly string[];
  /** Where the listing shows one of them, its other filters kept. */
  linkTo(keyword: string): To;
}

/** "Did you mean …?" under a search that found nothing: each search a link (issue 46). */
export function DidYouMean({ searches, linkTo }: DidYouMeanProps) {
  const { catalog } = useWords();
  const [before, after = ''] = catalog.didYouMean.split('{searches}');
  return (
    <p className={styles.didYouMean}>
      {before}
      {searches.map((keyword, i) => (
        <Fragment key={keyword}>
          {i > 0 && catalog.didYouMeanOr}
          <Link to={linkTo(keyword)} className={clsx(text.linkUnderlined, styles.didYouMeanLink)}>
            <bdi>{keyword}</bdi>
          </Link>
        </Fragment>
      ))}
      {after}
    </p>
  );
}
