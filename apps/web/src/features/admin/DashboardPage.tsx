import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { format, paths } from '@shop/shared';
import { Suspense } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { PageSection } from '../../components/PageSection';
import { usePageTitle } from '../../lib/usePageTitle';
import { useOpenOrders } from './home/api';
import { homeLabels } from './home/labels';
import { adminLabels as l } from './labels';
import { adminTabs } from './tabs/adminTabs';

/** /admin/dashboard: URL-addressable tabs (`?tab=products`), the first by default. */
export default function DashboardPage() {
  const [params, setParams] = useSearchParams();
  const current = adminTabs.find((tab) => tab.id === params.get('tab')) ?? adminTabs[0];
  usePageTitle(current ? `${l.title} · ${current.label}` : l.title);
  const toShip = useOpenOrders().data?.Processing ?? 0;
  if (!current) return null;
  const { Panel } = current;

  return (
    <PageSection>
      <Stack
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 2, marginBlockEnd: 2 }}
      >
        <Typography variant="h4" component="h1">
          {l.title}
        </Typography>
        {/* The orders waiting, read again every minute while the admin is open. */}
        {toShip > 0 && (
          <Chip
            component={RouterLink}
            to={paths.adminDashboard('orders', { status: 'Processing' })}
            clickable
            color="warning"
            label={toShip === 1 ? homeLabels.oneToShip : format(homeLabels.waitingChip, { count: toShip })}
          />
        )}
      </Stack>
      <Box sx={{ borderBlockEnd: '1px solid', borderColor: 'divider', marginBlockEnd: 3 }}>
        <Tabs
          value={current.id}
          onChange={(_event, id: string) => setParams({ tab: id })}
          variant="scrollable"
          // No scroll buttons on phones (the strip is swiped): buttons that appear after MUI has
          // scrolled the selected tab into view would cover it.
          scrollButtons="auto"
          aria-label={l.tabs}
        >
          {adminTabs.map((tab) => (
            <Tab
              key={tab.id}
              value={tab.id}
              label={
                tab.id === 'orders' && toShip > 0 ? (
                  <Badge badgeContent={toShip} color="warning" max={999} sx={{ paddingInlineEnd: 1.5 }}>
                    {tab.label}
                  </Badge>
                ) : (
                  tab.label
                )
              }
              id={`admin-tab-${tab.id}`}
              aria-controls={`admin-panel-${tab.id}`}
            />
          ))}
        </Tabs>
      </Box>
      <div role="tabpanel" id={`admin-panel-${current.id}`} aria-labelledby={`admin-tab-${current.id}`}>
        <Suspense fallback={<PageLoader />}>
          <Panel />
        </Suspense>
      </div>
    </PageSection>
  );
}
