/** `npm run db -- ...`: the command declared in src/server/commands/db.ts, run beside or without the server. */
import { dbCommand } from '../src/server/commands/db.ts';
import { runCommandLine } from '../src/server/commands/commandLine.ts';

await runCommandLine(dbCommand);
