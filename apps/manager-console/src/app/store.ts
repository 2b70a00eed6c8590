import { createAppStore } from '@socials/auth';
import { router } from './router';
import { BASENAME } from './routes';

export const store = createAppStore({
  basename: BASENAME,
  navigate: (to) => void router.navigate(to),
});
