import '../../../features/admin/components/admin.css';
import { AdminOverview } from '../../../features/admin/components/overview';
import { AuditLog } from '../../../features/admin/components/audit-log';
import { RecentGenerations } from '../../../features/admin/components/recent-generations';
import { UserSearch } from '../../../features/admin/components/user-search';
import { usePageTitle } from '../page-title';

/**
 * /admin, the operator's console (docs/product/operator-console.md): only for ADMIN_EMAILS;
 * anyone else sees the API's 403 as `You do not have permission to perform this action`.
 */
export default function AdminPage() {
  usePageTitle('Console');
  return (
    <div className="container page admin-page">
      <h1>Console</h1>
      <AdminOverview />
      <UserSearch />
      <RecentGenerations />
      <AuditLog />
    </div>
  );
}
