import { AdminScreen } from '../AdminScreen';

export function UsersPage() {
  return <AdminScreen title="Users" description="Verify, ban and unban users, and download the user list." />;
}
