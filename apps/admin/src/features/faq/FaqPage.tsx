import { AdminScreen } from '../AdminScreen';

export function FaqPage() {
  return <AdminScreen title="FAQ" description="Questions and answers shown on the public FAQ page." />;
}
