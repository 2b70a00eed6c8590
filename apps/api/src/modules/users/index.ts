export { usersRoutes } from './users.routes';
export { findOrCreateUserByEmail, findUserById, loadMe, setUserAdmin, updateMe } from './users.service';
