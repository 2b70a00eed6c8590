import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { captureReferralCode } from '@socials/auth';
import { App } from './app/app';
import './styles.css';

// Before the first render: a redirect (profile completion, sign-in) would drop ?ref= from the address.
captureReferralCode();

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
