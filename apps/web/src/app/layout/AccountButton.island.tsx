import { LoginButton } from '../../features/accounts';
import { useSession } from '../../lib/session';
import styles from './layout.module.css';
import { UserMenu } from './UserMenu';

/** The header's account entry: the signed-in user's menu, or Login (this device's session): an island (decision 098). */
export default function AccountButton() {
  const user = useSession((state) => (state.token ? state.user : null));
  return user ? <UserMenu user={user} /> : <LoginButton className={styles.login} />;
}
