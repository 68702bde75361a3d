import { paths, ROUTES } from '@shop/shared';
import { lazy, type MouseEvent, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { useWords, withPageWords } from '../../../lib/i18n';
import { isPlainClick } from '../../../lib/isPlainClick';
import { MuiFrame } from '../../../lib/muiFrame';

const loadLoginDialog = withPageWords(() => import('./LoginDialog'));
const LoginDialog = lazy(loadLoginDialog);

const authPaths = new Set<string>([ROUTES.login, ROUTES.register]);

/**
 * The header's Login: a link to /login that opens the login dialog in place on a plain click (a new
 * tab, or the sign-in screens themselves, keep the link). The dialog's code loads when the pointer or
 * focus reaches the button.
 */
export function LoginButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const { pathname } = useLocation();
  const { layout } = useWords();

  const openDialog = (event: MouseEvent) => {
    if (authPaths.has(pathname) || !isPlainClick(event)) return;
    event.preventDefault();
    setUsed(true);
    setOpen(true);
  };

  return (
    <>
      <Button
        variant="contained"
        to={paths.login()}
        onClick={openDialog}
        onPointerEnter={loadLoginDialog}
        onFocus={loadLoginDialog}
        className={className}
      >
        {layout.login}
      </Button>
      {used && (
        <Suspense fallback={null}>
          {/* MUI's dialog, with the theme on a page drawn as islands (decision 099). */}
          <MuiFrame>
            <LoginDialog open={open} onClose={() => setOpen(false)} />
          </MuiFrame>
        </Suspense>
      )}
    </>
  );
}
