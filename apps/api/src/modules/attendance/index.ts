import type { AppModule } from '../../http/app-module';
import { ATTENDANCE_ERROR_STATUSES } from './attendance.errors';
import { ATTENDANCE_POLICY_STATUSES } from './attendance.policy';
import { attendanceRoutes } from './attendance.routes';
export { attendanceClosed } from './attendance.events';

export const attendanceModule: AppModule = {
  name: 'attendance',
  routes: attendanceRoutes,
  errorStatuses: { ...ATTENDANCE_POLICY_STATUSES, ...ATTENDANCE_ERROR_STATUSES },
};
