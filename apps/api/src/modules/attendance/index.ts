export { attendanceRoutes } from './attendance.routes';
