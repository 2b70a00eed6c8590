export * from './ics-text';
export * from './calendar-event';
export * from './build-ics-calendar';
export * from './google-calendar-link';
