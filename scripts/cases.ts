/** `npm run cases -- ...`: the command declared in src/server/commands/cases.ts, run beside or without the server. */
import { casesCommand } from '../src/server/commands/cases.ts';
import { runCommandLine } from '../src/server/commands/commandLine.ts';

await runCommandLine(casesCommand);
