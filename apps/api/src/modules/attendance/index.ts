import type { AppModule } from '../../http/app-module';
import { attendanceRoutes } from './attendance.routes';
export { attendanceClosed } from './attendance.events';

export const attendanceModule: AppModule = { name: 'attendance', routes: attendanceRoutes };
