export { ConsoleFrame } from './ConsoleFrame.tsx';
export { opensConsole } from './model/console-access.ts';
