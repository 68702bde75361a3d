import Typography from '@mui/material/Typography';
import { PageSection } from '../../components/PageSection';
import { usePageTitle } from '../../lib/usePageTitle';
import UsersTab from './tabs/UsersTab';
import { useAdminWords } from './useAdminWords';

/** /admin/users: the users table on its own page (docs/product.md §3). */
export default function UsersPage() {
  const { admin: l } = useAdminWords();
  usePageTitle(l.tabUsers);
  return (
    <PageSection>
      <Typography variant="h4" component="h1" sx={{ marginBlockEnd: 3 }}>
        {l.tabUsers}
      </Typography>
      <UsersTab />
    </PageSection>
  );
}
