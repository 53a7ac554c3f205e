import { createAppRouter } from '@cp/ui';
import { routes } from './routes';

export const router = createAppRouter(routes);
