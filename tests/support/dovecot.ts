/**
 * A real IMAP server for the tests: Debian's Dovecot (`apt-get install dovecot-imapd`), started
 * on a free port of 127.0.0.1 with a configuration of its own in a temporary folder (cleartext
 * login, one account, Maildir), and stopped with its folder. Mail is put in the mailbox with
 * IMAP APPEND, as a delivery would; `imapUrl` is what REPLY_IMAP_URL takes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { ImapFlow } from 'imapflow';
import { freePort } from './ports.ts';

const DOVECOT = '/usr/sbin/dovecot';

export interface Dovecot {
  /** `imap://user:password@127.0.0.1:port/INBOX`. */
  imapUrl: string;
  /** Puts a raw mail into the mailbox (as delivered, unread). */
  deliver(raw: string | Buffer): Promise<void>;
  /** The mailbox's messages: their UIDs and flags. */
  messages(): Promise<{ uid: number; flags: string[] }[]>;
  stop(): Promise<void>;
}

const USER = 'replies';
const PASSWORD = 'dovecot-test-password';

/** Waits until something listens on `port`. */
async function listening(port: number, process: ChildProcess, log: string): Promise<void> {
  for (let tries = 0; tries < 300; tries++) {
    if (process.exitCode !== null) throw new Error(`Dovecot stopped at its start (see ${log})`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Dovecot did not listen on ${port} within 30 s`);
}

/** Starts a Dovecot with one empty mailbox. */
export async function startDovecot(): Promise<Dovecot> {
  if (!existsSync(DOVECOT))
    throw new Error(`Dovecot not found at ${DOVECOT}. Install it with: apt-get install -y dovecot-imapd`);
  const dir = mkdtempSync(join(tmpdir(), 'dovecot-'));
  chmodSync(dir, 0o755);
  const root = process.getuid?.() === 0;
  // As root, Dovecot runs its processes as its own users and the mail as nobody; else all as the current user.
  const mailUser = root ? { uid: 65534, gid: 65534 } : { uid: userInfo().uid, gid: userInfo().gid };
  const home = join(dir, 'home');
  mkdirSync(home);
  chmodSync(home, 0o777);
  const port = await freePort();
  const config = join(dir, 'dovecot.conf');
  const log = join(dir, 'dovecot.log');
  writeFileSync(join(dir, 'passwd'), `${USER}:{PLAIN}${PASSWORD}\n`);
  writeFileSync(
    config,
    [
      `base_dir = ${join(dir, 'run')}`,
      `state_dir = ${join(dir, 'state')}`,
      `log_path = ${log}`,
      'protocols = imap',
      'listen = 127.0.0.1',
      'ssl = no',
      'disable_plaintext_auth = no',
      'auth_mechanisms = plain login',
      ...(root
        ? []
        : [`default_internal_user = ${userInfo().username}`, `default_login_user = ${userInfo().username}`]),
      `first_valid_uid = ${Math.min(mailUser.uid, 100)}`,
      'mail_location = maildir:~/Maildir',
      `passdb {\n  driver = passwd-file\n  args = scheme=PLAIN ${join(dir, 'passwd')}\n}`,
      `userdb {\n  driver = static\n  args = uid=${mailUser.uid} gid=${mailUser.gid} home=${home}/%u\n}`,
      `service imap-login {\n  inet_listener imap {\n    address = 127.0.0.1\n    port = ${port}\n  }\n  inet_listener imaps {\n    port = 0\n  }\n}`,
      'service pop3-login {\n  inet_listener pop3 {\n    port = 0\n  }\n}',
      '',
    ].join('\n'),
  );
  const server = spawn(DOVECOT, ['-F', '-c', config], { stdio: 'ignore' });
  await listening(port, server, log);
  const imapUrl = `imap://${USER}:${PASSWORD}@127.0.0.1:${port}/INBOX`;
  const client = () =>
    new ImapFlow({
      host: '127.0.0.1',
      port,
      secure: false,
      doSTARTTLS: false,
      auth: { user: USER, pass: PASSWORD },
      logger: false,
    });
  return {
    imapUrl,
    async deliver(raw) {
      const imap = client();
      await imap.connect();
      try {
        await imap.append('INBOX', raw);
      } finally {
        await imap.logout();
      }
    },
    async messages() {
      const imap = client();
      await imap.connect();
      try {
        await imap.mailboxOpen('INBOX');
        const found = await imap.fetchAll('1:*', { uid: true, flags: true });
        return found.map((message) => ({ uid: message.uid, flags: [...(message.flags ?? [])] }));
      } catch {
        return [];
      } finally {
        await imap.logout();
      }
    },
    async stop() {
      server.kill('SIGTERM');
      await new Promise((resolve) => (server.exitCode !== null ? resolve(undefined) : server.once('exit', resolve)));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
