export * from './questionnaire.schema';
export * from './normalize-country-code';
export * from './sub-questions-for';
export * from './notify-me-question';
export * from './questionnaire-form-values';
export * from './build-answer-payload';
export * from './validate-answers';
export * from './format-answer';
