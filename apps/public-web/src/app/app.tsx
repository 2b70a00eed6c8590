import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { AuthProvider } from '@socials/auth';
import { ThemeProvider } from '@socials/ui';
import { router } from './router';
import { store } from './store';

export function App() {
  return (
    <Provider store={store}>
      {/* Spec 2: home and community pages default to dark; a visitor's own choice is kept. */}
      <ThemeProvider defaultTheme="dark">
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
      </ThemeProvider>
    </Provider>
  );
}
