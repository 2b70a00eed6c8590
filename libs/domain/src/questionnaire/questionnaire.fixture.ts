import { Question } from './questionnaire.schema';

/** One question of each of the ten types, parsed through the contract as a host's questionnaire would be. */
export const sampleQuestionnaire: Question[] = [
  { id: 'intro', questionType: 'SHORT_TEXT', isRequired: true, title: 'What do you work on?' },
  { id: 'story', questionType: 'LONG_TEXT', title: 'Tell us more', isOptInShareResponse: true },
  { id: 'topics', questionType: 'MULTIPLE_CHOICES', isRequired: true, title: 'Topics', availableAnswers: ['AI', 'Fintech', 'Climate'] },
  { id: 'photo-ok', questionType: 'SINGLE_CHECKBOX', title: 'Photos of me are fine' },
  { id: 'phone', questionType: 'MOBILE', title: 'Mobile' },
  { id: 'work-email', questionType: 'ORGANIZATION_EMAIL_VERIFICATION', title: 'Work e-mail' },
  { id: 'company', questionType: 'COMPANY_VERIFICATION', title: 'Company' },
  { id: 'school', questionType: 'SCHOOL_VERIFICATION', title: 'School' },
  { id: 'conduct', questionType: 'CUSTOM_CHECKBOX', isRequired: true, title: 'I accept the code of conduct' },
  {
    id: 'role',
    questionType: 'COORDINATE',
    isRequired: true,
    title: 'You are a…',
    availableAnswers: ['Founder', 'Investor'],
    subQuestions: [
      { option: 'Founder', questions: [{ id: 'stage', questionType: 'SHORT_TEXT', isRequired: true, title: 'Stage?' }] },
      { option: 'Investor', questions: [{ id: 'cheque', questionType: 'SHORT_TEXT', isRequired: true, title: 'Cheque size?' }] },
    ],
  },
].map((question) => Question.parse(question));
