import { createBrowserRouter } from 'react-router';
import { setNavigator } from '@cp/ui';
import { routes } from './routes';

export const router = createBrowserRouter(routes);

setNavigator((to, options) => {
  void router.navigate(to, options);
});
