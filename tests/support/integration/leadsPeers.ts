/** Real peers for the lead tests: an SMTP server, a webhook receiver, and small readers for what they get. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse } from 'csv-parse/sync';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { NewLead } from '../../../src/server/leads/types';

/** A lead with every field filled in, as a form would hand it over. */
export function sampleLead(overrides: Partial<NewLead> = {}): NewLead {
  return {
    kind: 'demo',
    lang: 'fr',
    page: '/fr/',
    name: 'Jane Doe',
    email: 'jane.doe@client.example',
    phone: '+33 1 00 00 00 00',
    company: 'Doe Industries',
    message: 'We would like to automate support.\nAbout 2 000 tickets a month, in French and English.',
    details: {
      firstName: 'Jane',
      lastName: 'Doe',
      subject: 'Customer service agent',
      package: 'growth',
      office: 'moscow',
      preferredTime: '10:00-12:00',
      preferredDate: '2026-03-02',
    },
    utm: { source: 'newsletter', medium: 'email', campaign: 'spring', term: 'ai agents', content: 'hero' },
    ...overrides,
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A message the test SMTP server accepted. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  headers: Map<string, string>;
  /** The decoded plain-text body. */
  text: string;
}

/** A raw message's headers (unfolded, by lower-case name, as written) and its decoded plain-text body, read by mailparser. */
async function readMail(raw: string): Promise<Pick<ReceivedMail, 'headers' | 'text'>> {
  const parsed = await simpleParser(raw);
  const headers = new Map(
    parsed.headerLines.map(({ key, line }) => [
      key,
      line
        .slice(line.indexOf(':') + 1)
        .replace(/\r?\n[ \t]+/g, ' ')
        .trim(),
    ]),
  );
  return { headers, text: (parsed.text ?? '').replace(/\r\n/g, '\n') };
}

/** An SMTP server on 127.0.0.1 that keeps every message it accepts; stop and start it on the same port. */
export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  port = 0;
  private server: SMTPServer | undefined;

  async start(): Promise<this> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          // Accepted (and answered) once it is read, so a test never sees half a message.
          readMail(raw).then(
            (read) => {
              this.received.push({
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
                raw,
                ...read,
              });
              callback();
            },
            (error: Error) => callback(error),
          );
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    // A connection's errors reach the server as its 'error' events: a sender killed mid-session
    // (ECONNRESET) is a peer gone, as a real mail server sees it, not a failure of this one.
    server.on('error', () => {});
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }
}

/** A request the webhook receiver got. */
export interface WebhookCall {
  /** The path and query it was sent to. */
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The body as sent (what a signature covers). */
  raw: string;
  body: Record<string, unknown>;
  status: number;
}

/** A webhook receiver on 127.0.0.1 answering each request with the status `answer` picks. */
export class TestWebhook {
  readonly calls: WebhookCall[] = [];
  /** Requests received so far, counted on arrival (calls are recorded once answered). */
  private arrived = 0;
  /** Status to answer request number `call` (from 0, in arrival order) with; may wait before answering. */
  answer: (call: number) => number | Promise<number> = () => 200;
  /** The body of an answer with `status` (Slack answers `ok`; Telegram, JSON). */
  answerBody: (status: number) => string = (status) => (status < 300 ? 'ok' : 'nope');
  /** Called as soon as a request's body is read, before the answer. */
  onRequest: () => void = () => {};
  private server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const index = this.arrived++;
      this.onRequest();
      const status = await this.answer(index);
      const raw = Buffer.concat(chunks).toString('utf8');
      this.calls.push({ path: req.url ?? '', headers: req.headers, raw, body: JSON.parse(raw), status });
      res.writeHead(status, { 'Content-Type': 'text/plain' }).end(this.answerBody(status));
    });
  });

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', () => resolve()));
    return this;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks/leads`;
  }

  /** Calls the receiver accepted (answered 2xx). */
  get accepted(): WebhookCall[] {
    return this.calls.filter((call) => call.status >= 200 && call.status < 300);
  }
}

/**
 * Reads CSV text (RFC 4180: quoted fields, doubled quotes, line breaks inside quotes) into rows,
 * with csv-parse; a leading byte order mark is skipped, as spreadsheets skip it.
 */
export function parseCsv(text: string): string[][] {
  return parse(text, { bom: true }) as string[][];
}
