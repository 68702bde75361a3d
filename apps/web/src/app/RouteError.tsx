import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { PageSection } from '../components/PageSection';
import { useWords } from '../lib/i18n';

/** What a crashed page shows instead, in the page's language. */
function RouteErrorScreen() {
  const { layout } = useWords();
  return (
    <PageSection>
      <Typography variant="h1" gutterBottom>
        {layout.errorTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ marginBlockEnd: 3 }}>
        {layout.errorText}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {layout.reload}
      </Button>
    </PageSection>
  );
}

interface Props {
  children: ReactNode;
  /** Changing it (the path) clears the error, so navigating away from a broken page works. */
  resetKey: string;
}

/**
 * Catches a page that crashes or whose code cannot be loaded (typically after a new release replaced the
 * hashed chunks the open tab knows: reloading fetches the current ones). Header and footer stay usable.
 */
export class RouteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? <RouteErrorScreen /> : this.props.children;
  }
}
