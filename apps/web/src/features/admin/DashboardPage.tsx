import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { PageSection } from '../../components/PageSection';
import { usePageTitle } from '../../lib/usePageTitle';
import { useOpenOrders } from './home/api';
import { adminTabs } from './tabs/adminTabs';
import { useAdminWords } from './useAdminWords';

/** /admin/dashboard: URL-addressable tabs (`?tab=products`), the first by default. */
export default function DashboardPage() {
  const { admin: l } = useAdminWords();
  const [params, setParams] = useSearchParams();
  const current = adminTabs.find((tab) => tab.id === params.get('tab')) ?? adminTabs[0];
  usePageTitle(current ? `${l.title} · ${l[current.label]}` : l.title);
  const toShip = useOpenOrders().data?.Processing ?? 0;
  if (!current) return null;
  const { Panel } = current;

  return (
    <PageSection>
      <Typography variant="h4" component="h1" sx={{ marginBlockEnd: 2 }}>
        {l.title}
      </Typography>
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
                  <Badge
                    badgeContent={toShip}
                    color="warning"
                    max={999}
                    // At the label's end (the theme's), beside the space kept for it.
                    sx={{ paddingInlineEnd: 1.5 }}
                  >
                    {l[tab.label]}
                  </Badge>
                ) : (
                  l[tab.label]
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
