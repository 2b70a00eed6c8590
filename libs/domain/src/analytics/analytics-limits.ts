export const MAX_ANALYTICS_EVENTS_PER_BATCH = 50;
/** The serialized size of one event's detail (payload and response); larger details are refused. */
export const MAX_ANALYTICS_DETAIL_CHARS = 4000;
