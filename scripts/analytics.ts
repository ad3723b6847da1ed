/** `npm run analytics -- ...`: the command declared in src/server/commands/analytics.ts, run beside or without the server. */
import { analyticsCommand } from '../src/server/commands/analytics.ts';
import { runCommandLine } from '../src/server/commands/commandLine.ts';

await runCommandLine(analyticsCommand);
