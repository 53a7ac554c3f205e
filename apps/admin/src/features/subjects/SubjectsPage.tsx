import { AdminScreen } from '../AdminScreen';

export function SubjectsPage() {
  return <AdminScreen title="Subjects" description="Verify or delete subjects, and download the subject list." />;
}
