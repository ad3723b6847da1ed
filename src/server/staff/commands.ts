/**
 * The staff command line's commands (`npm run staff -- ...`), run on an open store: by the
 * command itself, or by the running server when it holds the embedded store (`control.ts`).
 * Each returns what the command prints and its exit status instead of printing.
 */
import type { Database } from '../db/client.ts';
import { publicOrigin, type Env } from '../env.ts';
import { staffCatalogs } from '../../i18n/index.ts';
import { AccountError, disableStaff, invitePath, inviteStaff, listStaff, setPassword } from './accounts.ts';
import { audit } from './audit.ts';
import type { StaffAuth } from './auth.ts';
import { asStaffRole, type StaffRole } from './permissions.ts';
import { resetTwoFactor } from './twoFactor.ts';

export const staffCommands = ['invite', 'list', 'disable', 'set-password', 'reset-two-factor'] as const;
export type StaffCommandName = (typeof staffCommands)[number];

/** One command as parsed from the command line; `password` for set-password, read from standard input. */
export interface StaffCommand {
  command: StaffCommandName;
  email?: string | undefined;
  role?: StaffRole | undefined;
  password?: string | undefined;
}

/** What a command printed and its exit status. */
export interface StaffCommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** A command as a request body carries it; undefined when it is not one. */
export function asStaffCommand(value: unknown): StaffCommand | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { command, email, role, password } = value as Record<string, unknown>;
  if (!staffCommands.includes(command as StaffCommandName)) return undefined;
  if (email !== undefined && typeof email !== 'string') return undefined;
  if (password !== undefined && typeof password !== 'string') return undefined;
  if (role !== undefined && !asStaffRole(role as string)) return undefined;
  if (command !== 'list' && !email) return undefined;
  if (command === 'invite' && !role) return undefined;
  return { command: command as StaffCommandName, email, role: role as StaffRole | undefined, password };
}

const cli = { details: { via: 'command line' } };

/** Runs one staff command on `db`; a refusal (unknown member, weak password ...) is status 1 with its message. */
export async function runStaffCommand(
  store: { db: Database; auth: () => Promise<StaffAuth> },
  settings: Pick<Env, 'SITE_URL' | 'HOST' | 'PORT'>,
  { command, email = '', role, password = '' }: StaffCommand,
): Promise<StaffCommandResult> {
  const { db } = store;
  const out: string[] = [];
  const result = (code: number, stderr = '') => ({ code, stdout: out.map((line) => `${line}\n`).join(''), stderr });
  try {
    if (command === 'invite') {
      const invite = await inviteStaff(db, { email, role: role! });
      await audit(db, { action: 'invite', target: invite.email, details: { ...cli.details, role: role! } });
      out.push(`Invitation for ${invite.email} (${role}), valid until ${invite.expiresAt.toISOString()}:`);
      out.push(new URL(invitePath(invite.token), publicOrigin(settings)).href);
    } else if (command === 'list') {
      const { members, invites } = await listStaff(db);
      for (const member of members)
        out.push(`${member.email}\t${member.role}\t${member.disabled ? 'disabled' : 'active'}\t${member.name}`);
      for (const invite of invites)
        out.push(`${invite.email}\t${invite.role}\tinvited (until ${invite.expiresAt.toISOString()})`);
      if (!members.length && !invites.length)
        return result(0, 'No staff yet. Invite the first admin: npm run staff -- invite EMAIL --role admin\n');
    } else if (command === 'disable') {
      const member = await disableStaff(db, email);
      await audit(db, { action: 'disable', target: member.email, ...cli });
      out.push(`Disabled ${member.email}; their sessions have ended.`);
    } else if (command === 'reset-two-factor') {
      const { email: member, reset } = await resetTwoFactor(db, email);
      if (reset) {
        await audit(db, { action: 'two-factor-reset', target: member, ...cli });
        out.push(
          `Removed the authenticator app of ${member}; they sign in with their password alone, and their sessions have ended.`,
        );
      } else out.push(`${member} has no authenticator app; nothing changed.`);
    } else {
      const member = await setPassword(db, await store.auth(), { email, password });
      await audit(db, { action: 'password-change', target: member.email, ...cli });
      out.push(`Password set for ${member.email}; their sessions have ended.`);
    }
    return result(0);
  } catch (error) {
    if (!(error instanceof AccountError)) throw error;
    return result(1, `${staffCatalogs.en.accounts[error.reason]}\n`);
  }
}
