/**
 * `npm run staff -- ...`: staff accounts for the site's owner. `invite` prints a one-time link
 * (valid 24 hours) on the public origin of the process that runs it (the server's, beside a
 * running server). A refusal (unknown member, weak password ...) is status 1 with its message.
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { publicOrigin } from '../env.ts';
import { asStaffRole, staffRoles, type StaffRole } from '../staff/permissions.ts';
import { CommandError, print, type Command } from './command.ts';

const names = ['invite', 'list', 'disable', 'set-password', 'reset-two-factor'] as const;

const request = z.discriminatedUnion('command', [
  z.object({ command: z.literal('invite'), email: z.string().min(1), role: z.enum(staffRoles) }),
  z.object({ command: z.literal('list') }),
  z.object({ command: z.literal('disable'), email: z.string().min(1) }),
  z.object({ command: z.literal('set-password'), email: z.string().min(1), password: z.string() }),
  z.object({ command: z.literal('reset-two-factor'), email: z.string().min(1) }),
]);
type StaffRequest = z.output<typeof request>;

const cli = { details: { via: 'command line' } };

export const staffCommand: Command<StaffRequest> = {
  name: 'staff',
  usage: `Usage: npm run staff -- <command>

  invite EMAIL --role ${staffRoles.join('|')}   print a one-time link (24 h) to set a password
  list                                 every staff member and pending invitation
  disable EMAIL                        stop a member signing in and end their sessions
  set-password EMAIL                   read a new password from standard input; ends their sessions
  reset-two-factor EMAIL               remove a member's authenticator app (lost phone and backup codes); ends their sessions`,
  request,
  async parse(argv, { stdin }) {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { role: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
    if (values.help) return { help: true };
    const [command, email, ...extra] = positionals;
    const usage = (problem: string) => ({ problem, usage: true });
    if (!command) return usage('Missing command.');
    if (!names.includes(command as (typeof names)[number])) return usage(`Unknown command ${JSON.stringify(command)}.`);
    if (command !== 'list' && !email) return usage(`${command} needs an email address.`);
    if (extra.length || (command === 'list' && email))
      return usage(`Unexpected argument ${JSON.stringify(extra[0] ?? email)}.`);
    const role = asStaffRole(values.role);
    if (command === 'invite' && !role) return usage(`--role must be one of ${staffRoles.join(', ')}.`);
    if (command !== 'invite' && values.role !== undefined) return usage('--role goes with invite only.');
    if (command === 'invite') return { request: { command, email: email!, role: role! } };
    if (command === 'set-password')
      return { request: { command, email: email!, password: (await stdin()).replace(/\r?\n$/, '') } };
    if (command === 'list') return { request: { command } };
    return { request: { command: command as 'disable' | 'reset-two-factor', email: email! } };
  },
  store: () => 'open',
  async run(command, { store, settings, staffAuth, output }) {
    const { db } = store();
    // The store's code is loaded by the process that runs the command, not by one that only reads its command line.
    const [{ staffCatalogs }, { AccountError, disableStaff, invitePath, inviteStaff, listStaff, setPassword }] =
      await Promise.all([import('../../i18n/index.ts'), import('../staff/accounts.ts')]);
    const [{ audit }, { resetTwoFactor }] = await Promise.all([
      import('../staff/audit.ts'),
      import('../staff/twoFactor.ts'),
    ]);
    const say = (line: string) => print(output.stdout, `${line}\n`);
    try {
      if (command.command === 'invite') {
        const invite = await inviteStaff(db, { email: command.email, role: command.role as StaffRole });
        await audit(db, { action: 'invite', target: invite.email, details: { ...cli.details, role: command.role } });
        await say(`Invitation for ${invite.email} (${command.role}), valid until ${invite.expiresAt.toISOString()}:`);
        await say(new URL(invitePath(invite.token), publicOrigin(settings)).href);
      } else if (command.command === 'list') {
        const { members, invites } = await listStaff(db);
        for (const member of members)
          await say(`${member.email}\t${member.role}\t${member.disabled ? 'disabled' : 'active'}\t${member.name}`);
        for (const invite of invites)
          await say(`${invite.email}\t${invite.role}\tinvited (until ${invite.expiresAt.toISOString()})`);
        if (!members.length && !invites.length)
          await print(
            output.stderr,
            'No staff yet. Invite the first admin: npm run staff -- invite EMAIL --role admin\n',
          );
      } else if (command.command === 'disable') {
        const member = await disableStaff(db, command.email);
        await audit(db, { action: 'disable', target: member.email, ...cli });
        await say(`Disabled ${member.email}; their sessions have ended.`);
      } else if (command.command === 'reset-two-factor') {
        const { email: member, reset } = await resetTwoFactor(db, command.email);
        if (reset) {
          await audit(db, { action: 'two-factor-reset', target: member, ...cli });
          await say(
            `Removed the authenticator app of ${member}; they sign in with their password alone, and their sessions have ended.`,
          );
        } else await say(`${member} has no authenticator app; nothing changed.`);
      } else {
        const member = await setPassword(db, await staffAuth(), { email: command.email, password: command.password });
        await audit(db, { action: 'password-change', target: member.email, ...cli });
        await say(`Password set for ${member.email}; their sessions have ended.`);
      }
      return 0;
    } catch (error) {
      if (error instanceof AccountError) throw new CommandError(staffCatalogs.en.accounts[error.reason]);
      throw error;
    }
  },
};
