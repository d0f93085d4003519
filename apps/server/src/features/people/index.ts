/** What other features and the app may use of the employee directory. */

export { type Command, grantRoleCommand, importUsersCommand, setPasswordCommand } from './commands.ts';
export {
  employeesByEmails,
  employeesByIds,
  findCredentials,
  findEmployeeIdByEmail,
  listDemoAccounts,
  orgMembers,
  recipientsByEmails,
  supervisorChain,
  teamUnder,
} from './repository.ts';
export { peopleRoutes } from './routes.ts';
export { addEmployeeFromClaims, createPeopleService } from './service.ts';
