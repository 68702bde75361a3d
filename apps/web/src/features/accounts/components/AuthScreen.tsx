import Paper from '@mui/material/Paper';
import { paths } from '@shop/shared';
import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { PageSection } from '../../../components/PageSection';
import { usePageWords } from '../../../lib/i18n';
import { safeRedirect } from '../../../lib/safeRedirect';
import { usePageTitle } from '../../../lib/usePageTitle';
import { type AUTH_SWITCH_STATE, type AuthMode, AuthPanel } from './AuthPanel';

const screenPath: Record<AuthMode, string> = { signIn: paths.login(), signUp: paths.register };
const other = (mode: AuthMode): AuthMode => (mode === 'signIn' ? 'signUp' : 'signIn');

/**
 * The mode to draw. /login and /register are separate screens, so a switch link mounts a new panel:
 * arriving through one, the panel first paints the other side, then moves to `mode` so the slide plays.
 */
function useArrivingMode(mode: AuthMode): AuthMode {
  const { state } = useLocation();
  const switched = (state as typeof AUTH_SWITCH_STATE | null)?.authSwitch === true;
  const [shown, setShown] = useState(switched ? other(mode) : mode);
  useEffect(() => {
    if (shown === mode) return;
    // Two frames: the starting side must have been painted once for the transition to run.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => setShown(mode));
    });
    return () => cancelAnimationFrame(frame);
  }, [mode, shown]);
  return shown;
}

/** /login and /register: the sign-in/sign-up panel as a page; both keep the `redirect` query. */
export function AuthScreen({ mode }: { mode: AuthMode }) {
  const [params] = useSearchParams();
  const { search } = useLocation();
  const shown = useArrivingMode(mode);
  const { accounts } = usePageWords();
  usePageTitle(mode === 'signIn' ? accounts.signInTitle : accounts.signUpTitle);

  return (
    <PageSection>
      <Paper
        variant="outlined"
        sx={{ maxInlineSize: 980, marginInline: 'auto', overflow: 'hidden', borderRadius: 3 }}
      >
        <AuthPanel
          mode={shown}
          headingComponent="h1"
          redirect={safeRedirect(params.get('redirect'))}
          switchLink={(target) => ({ pathname: screenPath[target], search })}
        />
      </Paper>
    </PageSection>
  );
}
