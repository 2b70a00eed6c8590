import { defineEvent } from '../../core/jobs';

/** The host closed attendance taking: who came is now final (deposits are settled by it). */
export const attendanceClosed = defineEvent<{ socialId: string }>('attendance.closed');
