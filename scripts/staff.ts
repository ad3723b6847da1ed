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
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/server/db/client.ts';
import { envOrExit, publicOrigin } from '../src/server/env.ts';
import { AccountError, disableStaff, invitePath, inviteStaff, listStaff, setPassword } from '../src/server/staff/accounts.ts';
import { audit } from '../src/server/staff/audit.ts';
import { openStaffAuth } from '../src/server/staff/auth.ts';
import { resetTwoFactor } from '../src/server/staff/twoFactor.ts';
import { asStaffRole, staffRoles } from '../src/server/staff/permissions.ts';
import { staffCatalogs } from '../src/i18n/index.ts';

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
  return parseArgs({ allowPositionals: true, options: { role: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
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
const commands = ['invite', 'list', 'disable', 'set-password', 'reset-two-factor'];
if (!command || !commands.includes(command)) fail(command ? `Unknown command ${JSON.stringify(command)}.` : 'Missing command.');
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

const cli = { details: { via: 'command line' } };
const store = await openDatabase(settings);
try {
  if (command === 'invite') {
    const invite = await inviteStaff(store.db, { email: email!, role: role! });
    await audit(store.db, { action: 'invite', target: invite.email, details: { ...cli.details, role: role! } });
    console.log(`Invitation for ${invite.email} (${role}), valid until ${invite.expiresAt.toISOString()}:`);
    console.log(new URL(invitePath(invite.token), publicOrigin(settings)).href);
  } else if (command === 'list') {
    const { members, invites } = await listStaff(store.db);
    for (const member of members) console.log(`${member.email}\t${member.role}\t${member.disabled ? 'disabled' : 'active'}\t${member.name}`);
    for (const invite of invites) console.log(`${invite.email}\t${invite.role}\tinvited (until ${invite.expiresAt.toISOString()})`);
    if (!members.length && !invites.length) console.error('No staff yet. Invite the first admin: npm run staff -- invite EMAIL --role admin');
  } else if (command === 'disable') {
    const member = await disableStaff(store.db, email!);
    await audit(store.db, { action: 'disable', target: member.email, ...cli });
    console.log(`Disabled ${member.email}; their sessions have ended.`);
  } else if (command === 'reset-two-factor') {
    const { email: member, reset } = await resetTwoFactor(store.db, email!);
    if (reset) {
      await audit(store.db, { action: 'two-factor-reset', target: member, ...cli });
      console.log(`Removed the authenticator app of ${member}; they sign in with their password alone, and their sessions have ended.`);
    } else console.log(`${member} has no authenticator app; nothing changed.`);
  } else {
    const password = await readStdin();
    const member = await setPassword(store.db, await openStaffAuth(store.db, settings), { email: email!, password });
    await audit(store.db, { action: 'password-change', target: member.email, ...cli });
    console.log(`Password set for ${member.email}; their sessions have ended.`);
  }
} catch (error) {
  if (!(error instanceof AccountError)) throw error;
  console.error(staffCatalogs.en.accounts[error.reason]);
  process.exitCode = 1;
} finally {
  await store.close();
}
