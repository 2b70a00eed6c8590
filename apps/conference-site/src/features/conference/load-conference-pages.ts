import { conferencesApi } from '@socials/api-client';
import type { AppStore } from '@socials/auth';
import type { Conference } from '@socials/domain';

export interface ConferencePageLoadContext {
  /** A store of this render alone: what a loader fetches into it is what the page renders and the browser hydrates with. */
  store: AppStore;
  conference: Conference;
}

/** What a section asks the API for before it can show its content, with its hooks' own arguments. */
export type ConferencePageLoader = (context: ConferencePageLoadContext) => Promise<unknown>;

/** The venue shows the conference alone, which the site has loaded already. */
export const loadNothingMore: ConferencePageLoader = async () => undefined;

export const loadSpeakersPage: ConferencePageLoader = ({ store, conference }) =>
  store.dispatch(conferencesApi.endpoints.listSpeakers.initiate({ conferenceId: conference.id }, { subscribe: false }));

export const loadAgendaPage: ConferencePageLoader = ({ store, conference }) =>
  store.dispatch(conferencesApi.endpoints.listSessions.initiate(conference.id, { subscribe: false }));

export const loadPartnersPage: ConferencePageLoader = ({ store, conference }) =>
  store.dispatch(conferencesApi.endpoints.getConferencePartners.initiate(conference.id, { subscribe: false }));

/** The home shows the speakers, the next sessions and the partners besides the conference (its passes come with it). */
export const loadConferenceHome: ConferencePageLoader = (context) =>
  Promise.all([loadSpeakersPage(context), loadAgendaPage(context), loadPartnersPage(context)]);
