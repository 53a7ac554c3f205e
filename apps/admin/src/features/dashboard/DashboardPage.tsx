import { AdminScreen } from '../AdminScreen';

export function DashboardPage() {
  return <AdminScreen title="Dashboard" description="General statistics, most active users, most played subjects and daily analytics." />;
}
