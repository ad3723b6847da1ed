/** `npm run staff -- ...`: the command declared in src/server/commands/staff.ts, run beside or without the server. */
import { staffCommand } from '../src/server/commands/staff.ts';
import { runCommandLine } from '../src/server/commands/commandLine.ts';

await runCommandLine(staffCommand);
