import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { Link as RouterLink, type To } from 'react-router';
import { useWords } from '../../../lib/i18n';

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
    <Typography sx={{ marginBlockStart: 1.5, fontSize: '1.125rem' }}>
      {before}
      {searches.map((keyword, i) => (
        <Fragment key={keyword}>
          {i > 0 && catalog.didYouMeanOr}
          <Link component={RouterLink} to={linkTo(keyword)} underline="always" sx={{ fontWeight: 600 }}>
            <bdi>{keyword}</bdi>
          </Link>
        </Fragment>
      ))}
      {after}
    </Typography>
  );
}
