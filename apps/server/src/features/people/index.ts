/** What other features and the app may use of the employee directory. */

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
  recipientsByEmails,
  removeRole,
  supervisorChain,
  teamUnder,
} from './repository.ts';
export { peopleRoutes } from './routes.ts';
export { addEmployeeFromClaims, createPeopleService } from './service.ts';
