import { AdminScreen } from '../AdminScreen';

export function LegalPage() {
  return <AdminScreen title="Legal Page" description="Terms of Service, Privacy Policy and Cookie Policy texts." />;
}
