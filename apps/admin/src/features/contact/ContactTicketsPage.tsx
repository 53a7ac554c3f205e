import { AdminScreen } from '../AdminScreen';

export function ContactTicketsPage() {
  return <AdminScreen title="Contact Us" description="Support tickets sent through the Contact Us form, with replies." />;
}
