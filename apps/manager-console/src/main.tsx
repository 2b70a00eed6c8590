import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startAnalytics } from '@socials/api-client';
import { App } from './app/app';
import './styles.css';

startAnalytics();

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
