/** `npm run leads -- ...`: the command declared in src/server/commands/leads.ts, run beside or without the server. */
import { leadsCommand } from '../src/server/commands/leads.ts';
import { runCommandLine } from '../src/server/commands/commandLine.ts';

await runCommandLine(leadsCommand);
