/** `npm run content -- ...`: the command declared in src/server/commands/content.ts, run beside or without the server. */
import { contentCommand } from '../src/server/commands/content.ts';
import { runCommandLine } from '../src/server/commands/commandLine.ts';

await runCommandLine(contentCommand);
