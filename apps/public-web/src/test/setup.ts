import '@socials/ui/test-setup';
import { afterEach } from 'vitest';

// Each test is a new tab: what a page keeps for the tab (the RSVP step it was on) starts empty.
afterEach(() => sessionStorage.clear());
