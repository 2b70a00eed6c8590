import { apiStateHydrated, readServerState, startAnalytics } from '@socials/api-client';
import { App } from '@socials/auth';
import { startApp } from '@socials/ui';
import { loadPagesOf, startRouter } from './app/router';
import { store } from './app/store';
import './styles.css';

startAnalytics();

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
void startApp(root, {
  serverState: readServerState(root),
  restoreState: (state) => store.dispatch(apiStateHydrated(state)),
  loadPages: () => loadPagesOf(window.location.pathname),
  app: () => <App store={store} router={startRouter()} />,
});
