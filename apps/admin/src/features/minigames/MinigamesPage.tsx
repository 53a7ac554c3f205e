import { AdminScreen } from '../AdminScreen';

export function MinigamesPage() {
  return <AdminScreen title="Minigames" description="Create, edit, publish and delete minigame templates." />;
}
