/**
 * Staff accounts for the site's owner, run against the store the settings name (DATA_DIR or
 * DATABASE_URL):
 *
 *   npm run staff -- invite EMAIL --role admin|sales|editor
 *   npm run staff -- list
 *   npm run staff -- disable EMAIL
 *   npm run staff -- set-password EMAIL < password.txt
 *   npm run staff -- reset-two-factor EMAIL
 *
 * `invite` prints a one-time link (valid 24 hours) where the person sets their password.
 * With the embedded store and the server running on it, the server runs the command
 * (`src/server/staff/control.ts`); otherwise this process opens the store.
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/server/db/client.ts';
import { envOrExit } from '../src/server/env.ts';
import { openStaffAuth } from '../src/server/staff/auth.ts';
import {
  runStaffCommand,
  staffCommands,
  type StaffCommand,
  type StaffCommandName,
  type StaffCommandResult,
} from '../src/server/staff/commands.ts';
import { askRunningServer } from '../src/server/staff/control.ts';
import { asStaffRole, staffRoles } from '../src/server/staff/permissions.ts';

const usage = `Usage: npm run staff -- <command>

  invite EMAIL --role ${staffRoles.join('|')}   print a one-time link (24 h) to set a password
  list                                 every staff member and pending invitation
  disable EMAIL                        stop a member signing in and end their sessions
  set-password EMAIL                   read a new password from standard input; ends their sessions
  reset-two-factor EMAIL               remove a member's authenticator app (lost phone and backup codes); ends their sessions`;

/** Prints a problem and the usage, then exits with status 2. */
function fail(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

let args: ReturnType<typeof parseCommandLine>;
function parseCommandLine() {
  return parseArgs({
    allowPositionals: true,
    options: { role: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
}
try {
  args = parseCommandLine();
} catch (error) {
  fail((error as Error).message);
}
if (args.values.help) {
  console.log(usage);
  process.exit(0);
}

const [command, email, ...extra] = args.positionals;
if (!command || !staffCommands.includes(command as StaffCommandName))
  fail(command ? `Unknown command ${JSON.stringify(command)}.` : 'Missing command.');
if (command !== 'list' && !email) fail(`${command} needs an email address.`);
if (extra.length || (command === 'list' && email)) fail(`Unexpected argument ${JSON.stringify(extra[0] ?? email)}.`);
const role = asStaffRole(args.values.role);
if (command === 'invite' && !role) fail(`--role must be one of ${staffRoles.join(', ')}.`);
if (command !== 'invite' && args.values.role !== undefined) fail('--role goes with invite only.');

const settings = envOrExit();

/** Standard input, whole, without its final line break. */
async function readStdin(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += chunk;
  return text.replace(/\r?\n$/, '');
}

const request: StaffCommand = {
  command: command as StaffCommandName,
  email,
  role,
  ...(command === 'set-password' ? { password: await readStdin() } : {}),
};

/** The command run here, on the store opened by this process. */
async function runHere(): Promise<StaffCommandResult> {
  const store = await openDatabase(settings);
  try {
    return await runStaffCommand({ db: store.db, auth: () => openStaffAuth(store.db, settings) }, settings, request);
  } finally {
    await store.close();
  }
}

/** How long the command waits for a starting server to take commands. */
const SERVER_START_WAIT_MS = 60_000;

/**
 * The embedded store is open in one process at a time: while the server runs on it, the server
 * runs the command. A server still starting holds the store before it listens for commands: wait for it.
 */
async function runOnEmbeddedStore(): Promise<StaffCommandResult> {
  for (let waited = 0; ; waited += 500) {
    const answered = await askRunningServer(settings.DATA_DIR, request);
    if (answered) return answered;
    try {
      return await runHere();
    } catch (error) {
      if ((error as Error).name !== 'StoreInUseError' || waited >= SERVER_START_WAIT_MS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

const result = settings.DATABASE_URL ? await runHere() : await runOnEmbeddedStore();
process.stdout.write(result.stdout);
process.stderr.write(result.stderr);
process.exitCode = result.code;
