/** Helpers for the apps' page tests (import from '@socials/auth/testing'); never used by production code. */
export { createMockApi, type MockApiOptions } from './mock-api';
export { renderPage, type RenderPageOptions } from './render-page';
export { hydrateServerMarkup, renderServerMarkup, type HydrateServerMarkupOptions, type RenderServerMarkupOptions } from './hydrate';
