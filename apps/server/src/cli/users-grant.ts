import { grantRoleCommand } from '../features/people/index.ts';
import { runCommand } from './run-command.ts';

await runCommand(grantRoleCommand);
