import { apiStateHydrated, readServerState, startAnalytics } from '@socials/api-client';
import { captureReferralCode } from '@socials/auth';
import { startApp } from '@socials/ui';
import { App } from './app/app';
import { loadPagesOf, startRouter } from './app/router';
import { store } from './app/store';
import './styles.css';

// Before the first render: a redirect (profile completion, sign-in) would drop ?ref= from the address.
captureReferralCode();
startAnalytics();

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
void startApp(root, {
  serverState: readServerState(root),
  restoreState: (state) => store.dispatch(apiStateHydrated(state)),
  loadPages: () => loadPagesOf(window.location.pathname),
  app: () => <App store={store} router={startRouter()} />,
});
