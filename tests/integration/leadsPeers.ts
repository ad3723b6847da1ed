/** Real peers for the lead tests: an SMTP server, a webhook receiver, and small readers for what they get. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { NewLead } from '../../src/server/leads/types';

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

/** Splits a raw message into unfolded headers and its body, decoding quoted-printable or base64. */
function readMail(raw: string): Pick<ReceivedMail, 'headers' | 'text'> {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  let body = raw.slice(split + 4);
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
    body = decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
  } else if (encoding === 'base64') {
    body = Buffer.from(body, 'base64').toString('utf8');
  }
  return { headers, text: body.replace(/\r\n/g, '\n') };
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
          this.received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw,
            ...readMail(raw),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
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
  headers: http.IncomingHttpHeaders;
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
  /** Called as soon as a request's body is read, before the answer. */
  onRequest: () => void = () => {};
  private server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const index = this.arrived++;
      this.onRequest();
      const status = await this.answer(index);
      this.calls.push({ headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')), status });
      res.writeHead(status, { 'Content-Type': 'text/plain' }).end(status < 300 ? 'ok' : 'nope');
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

/** Reads CSV text (RFC 4180: quoted fields, doubled quotes, line breaks inside quotes) into rows. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') (field += '"'), i++;
      else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') row.push(field), (field = '');
    else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(field), rows.push(row), (row = []), (field = '');
    } else field += char;
  }
  if (field || row.length) row.push(field), rows.push(row);
  return rows;
}
