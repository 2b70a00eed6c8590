import type { Question, QuestionAnswer } from './questionnaire.schema';

export const NOTIFY_ME_QUESTION_ID = 'notify-me-about-future-events';
/** The product's wording, word for word. */
export const NOTIFY_ME_QUESTION_TITLE = 'I want to be notified about future events from these hosts';
/** The product names "an invitation to curated events on the product" without its wording: this is ours. */
export const CURATED_EVENTS_INVITATION = 'You will also be invited to curated events on Socials.';

/** The extra optional checkbox that invites the attendee to hear of more events (checked by default: see initialQuestionnaireValues). */
export const NOTIFY_ME_QUESTION: Question = {
  id: NOTIFY_ME_QUESTION_ID,
  questionType: 'SINGLE_CHECKBOX',
  isRequired: false,
  title: NOTIFY_ME_QUESTION_TITLE,
  availableAnswers: [],
  subQuestions: [],
  userDataMapping: null,
  canRemove: false,
  isOptInShareResponse: false,
};

export interface SubscriptionState {
  /** The viewer follows every host of the social (Social.isSubscribedAllHosts). */
  isSubscribedAllHosts: boolean;
  /** The viewer gets product updates (User.isSubscribedToUpdate). */
  isSubscribedToUpdate: boolean;
}

/** Asked when the user is not subscribed to all hosts, or not subscribed to product updates. */
export function needsNotifyMeQuestion(state: SubscriptionState): boolean {
  return !state.isSubscribedAllHosts || !state.isSubscribedToUpdate;
}

/** A social's questionnaire as the attendee sees it: the host's questions, then the notify-me checkbox when it applies. */
export function withNotifyMeQuestion(questions: readonly Question[], state: SubscriptionState): Question[] {
  return needsNotifyMeQuestion(state) ? [...questions, NOTIFY_ME_QUESTION] : [...questions];
}

/** The attendee's notify-me choice in a submitted answer list; null when it was not asked. */
export function notifyMeChoice(answers: readonly QuestionAnswer[]): boolean | null {
  const answer = answers.find((item) => item.questionId === NOTIFY_ME_QUESTION_ID);
  return answer ? answer.isTrue === true : null;
}
