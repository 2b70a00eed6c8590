import { App as SharedApp, AppProviders as SharedAppProviders, type AppProps, type AppProvidersProps } from '@socials/auth';

// Home and community pages default to dark; a visitor's own choice is kept.
// The browser (main.tsx) and the server (server-app.tsx) both render through these, so they agree.

export function AppProviders(props: Omit<AppProvidersProps, 'defaultTheme'>) {
  return <SharedAppProviders {...props} defaultTheme="dark" />;
}

export function App(props: Omit<AppProps, 'defaultTheme'>) {
  return <SharedApp {...props} defaultTheme="dark" />;
}
