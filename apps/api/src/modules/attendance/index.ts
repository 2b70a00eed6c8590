import type { AppModule } from '../../app-module';
import { ATTENDANCE_ERROR_STATUSES } from './attendance.errors';
import { attendanceRoutes } from './attendance.routes';
export { attendanceClosed } from './attendance.events';

export const attendanceModule: AppModule = {
  name: 'attendance',
  routes: attendanceRoutes,
  errorStatuses: ATTENDANCE_ERROR_STATUSES,
};
