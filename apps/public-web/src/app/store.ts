import { createAppStore } from '@socials/auth';
import { navigateInApp } from './router';

export const store = createAppStore({
  basename: '',
  navigate: navigateInApp,
});
