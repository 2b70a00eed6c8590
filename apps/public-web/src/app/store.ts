import { createAppStore } from '@socials/auth';
import { router } from './router';

export const store = createAppStore({
  basename: '',
  navigate: (to) => void router.navigate(to),
});
