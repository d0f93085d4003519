import path from 'node:path';
import type { AppContext } from '../../context.ts';
import { readDirectoryFile } from './directory-file.ts';
import { describeProblem } from './directory-rows.ts';
import { createPeopleService, MIN_PASSWORD_LENGTH } from './service.ts';

/** Where a command writes and how it asks for a password: the terminal, or a test. */
export interface CommandIo {
  out(line: string): void;
  err(line: string): void;
  /** Prompts without echo on a terminal; otherwise the first line of standard input. */
  readPassword(prompt: string): Promise<string>;
}

/** What a command works with: the database and its change feed, none of the server's settings. */
export type CommandContext = Pick<AppContext, 'db' | 'changes'>;

/** A command of `npm run users:…`: its arguments in, its exit code out. */
export type Command = (ctx: CommandContext, args: string[], io: CommandIo) => Promise<number>;

/** `npm run users:import -- employees.xlsx` (or .csv): everything or nothing, every bad row named. */
export const importUsersCommand: Command = async (ctx, args, io) => {
  const [file] = args;
  if (!file || args.length !== 1) {
    io.err('Usage: npm run users:import -- <employees.xlsx|employees.csv>');
    return 2;
  }
  let sheet: Awaited<ReturnType<typeof readDirectoryFile>>;
  try {
    // npm runs the script in the server's folder; the file is named relative to where npm was typed.
    sheet = await readDirectoryFile(path.resolve(process.env.INIT_CWD ?? process.cwd(), file));
  } catch (error) {
    io.err(`Cannot read ${file}: ${(error as Error).message}`);
    return 1;
  }
  const result = await createPeopleService(ctx).importDirectory(sheet);
  if (result.kind === 'refused') {
    io.err(`Nothing was imported: ${result.problems.length} problem(s) in ${file}`);
    for (const problem of result.problems) io.err(`  ${describeProblem(problem)}`);
    return 1;
  }
  io.out(
    `Imported ${file}: ${result.created} created, ${result.updated} updated, ${result.unchanged} unchanged.`,
  );
  return 0;
};

/** `npm run users:set-password -- <email>`: the password is prompted (or read from standard input). */
export const setPasswordCommand: Command = async (ctx, args, io) => {
  const [email] = args;
  if (!email || args.length !== 1) {
    io.err('Usage: npm run users:set-password -- <email>   (password prompted, or piped on standard input)');
    return 2;
  }
  const password = await io.readPassword(`New password for ${email}: `);
  if (password.length < MIN_PASSWORD_LENGTH) {
    io.err(`The password must have at least ${MIN_PASSWORD_LENGTH} characters; nothing changed.`);
    return 1;
  }
  const result = await createPeopleService(ctx).setPassword(email, password);
  if (result.kind !== 'done') {
    io.err(`No employee has the email ${email}; import the directory first (npm run users:import).`);
    return 1;
  }
  io.out(`Password set for ${email}.`);
  return 0;
};

/** `npm run users:grant -- <email> <role>`: roles are data, so only a role that exists is granted. */
export const grantRoleCommand: Command = async (ctx, args, io) => {
  const [email, role] = args;
  if (!email || !role || args.length !== 2) {
    io.err('Usage: npm run users:grant -- <email> <role>');
    return 2;
  }
  const result = await createPeopleService(ctx).grantRole(email, role);
  if (result.kind === 'unknownRole') {
    io.err(`There is no role "${role}"; roles: ${result.known.join(', ')}.`);
    return 1;
  }
  if (result.kind === 'unknownEmployee') {
    io.err(`No employee has the email ${email}; import the directory first (npm run users:import).`);
    return 1;
  }
  io.out(`${email} now has the role ${role}.`);
  return 0;
};
