/** Local stand-ins for HubSpot's forms API and a Bitrix24 inbound webhook, keeping what they were sent. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request one of the fakes got: its path and JSON body. */
export interface CrmCall {
  path: string;
  body: Record<string, unknown>;
}

/** An answer a fake gives: a status and a JSON body; `hang` keeps the request waiting that long first. */
export interface CrmAnswer {
  status: number;
  body: unknown;
  hang?: number;
}

/** An HTTP server on 127.0.0.1 that hands each JSON request to `handle`; stop and start it on the same port. */
export class FakeReceiver {
  readonly calls: CrmCall[] = [];
  port = 0;
  private server: http.Server | undefined;
  private readonly handle: (call: CrmCall) => CrmAnswer;

  constructor(handle: (call: CrmCall) => CrmAnswer) {
    this.handle = handle;
  }

  async start(): Promise<this> {
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', async () => {
        const call = {
          path: req.url ?? '',
          body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>,
        };
        this.calls.push(call);
        const answer = this.handle(call);
        if (answer.hang) await new Promise((resolve) => setTimeout(resolve, answer.hang));
        if (!res.destroyed)
          res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', () => resolve()));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }
}

/**
 * HubSpot's unauthenticated submit endpoint for one portal and form: 200 with the form's
 * inline message, 404 for any other form; `answer` may replace the answer of the next requests.
 */
export class FakeHubSpot extends FakeReceiver {
  /** Submissions it accepted. */
  readonly submissions: Record<string, unknown>[] = [];
  answer: ((call: CrmCall) => CrmAnswer | undefined) | undefined;

  constructor(portalId: string, formGuid: string) {
    super((call) => {
      const own = this.answer?.(call);
      if (own) return own;
      if (call.path !== `/submissions/v3/integration/submit/${portalId}/${formGuid}`)
        return { status: 404, body: { status: 'error', message: 'Form not found' } };
      this.submissions.push(call.body);
      return { status: 200, body: { inlineMessage: 'Thanks for submitting the form.' } };
    });
  }
}

/**
 * A Bitrix24 inbound webhook (`/rest/1/{token}/`) answering `crm.lead.add` and `crm.lead.list`
 * (filtered by ORIGINATOR_ID and ORIGIN_ID) as Bitrix24 does; any other token is refused with
 * 401 INVALID_CREDENTIALS. `answer` may replace the answer of the next requests (an error body).
 */
export class FakeBitrix24 extends FakeReceiver {
  /** The leads added, their fields as sent. */
  readonly leads: Record<string, unknown>[] = [];
  answer: ((call: CrmCall) => CrmAnswer | undefined) | undefined;
  /** Keeps the added lead but answers `crm.lead.add` only after this long (an answer that gets lost). */
  slowAdd = 0;

  readonly token: string;

  constructor(token: string) {
    super((call) => {
      const own = this.answer?.(call);
      if (own) return own;
      const prefix = `/rest/1/${token}/`;
      if (!call.path.startsWith(prefix))
        return {
          status: 401,
          body: { error: 'INVALID_CREDENTIALS', error_description: 'Invalid request credentials' },
        };
      const method = call.path.slice(prefix.length);
      if (method === 'crm.lead.list.json') {
        const filter = (call.body.filter ?? {}) as Record<string, unknown>;
        const found = this.leads.filter((lead) => Object.entries(filter).every(([key, value]) => lead[key] === value));
        return {
          status: 200,
          body: { result: found.map((lead) => ({ ID: String(this.leads.indexOf(lead) + 1) })), total: found.length },
        };
      }
      if (method === 'crm.lead.add.json') {
        this.leads.push(call.body.fields as Record<string, unknown>);
        return { status: 200, body: { result: this.leads.length }, hang: this.slowAdd };
      }
      return { status: 404, body: { error: 'ERROR_METHOD_NOT_FOUND', error_description: 'Method not found!' } };
    });
    this.token = token;
  }

  get webhookUrl(): string {
    return `${this.origin}/rest/1/${this.token}/`;
  }
}
