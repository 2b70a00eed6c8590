import type { ReactElement } from 'react';
import { renderPage as renderWithProviders } from '@socials/auth/testing';
import { appFrame } from '../app/frame';

/** Renders one page inside this app's root layout, with a fresh store and an in-memory router. */
export function renderPage(page: ReactElement, options: { path: string; url: string }) {
  return renderWithProviders(page, { ...options, layout: appFrame.root });
}
