/** What other features and the app may use of the employee directory. */
import { peopleRoutes } from './routes.ts';

export { type Command, grantRoleCommand, importUsersCommand, setPasswordCommand } from './commands.ts';
export {
  addRole,
  employeesByEmails,
  employeesByIds,
  employeesWithRole,
  findCredentials,
  findEmployeeIdByEmail,
  listDemoAccounts,
  orgMembers,
  reachableEmployeeIds,
  recipientsByEmails,
  removeRole,
  supervisorChain,
  teamUnder,
} from './repository.ts';
export { addEmployeeFromClaims, createPeopleService, languageOf } from './service.ts';

/** What the server registers of this feature (features/registry.ts). */
export const feature = { routes: peopleRoutes };
