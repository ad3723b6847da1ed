/**
 * `npm run leads -- export --since DATE [--out FILE.csv] | webhook-secret`: the leads created
 * since a date as CSV (UTF-8 with a byte order mark, header row), streamed to standard output
 * or a file; `webhook-secret` prints a new signing secret for LEADS_WEBHOOK_SECRET (no store).
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { newWebhookSecret } from '../leads/notify/webhookSecret.ts';
import { print, send, type Command } from './command.ts';

const request = z.discriminatedUnion('command', [
  z.object({ command: z.literal('export'), since: z.iso.datetime(), out: z.string().optional() }),
  z.object({ command: z.literal('webhook-secret') }),
]);
type LeadsRequest = z.output<typeof request>;

export const leadsCommand: Command<LeadsRequest> = {
  name: 'leads',
  usage: `Usage: npm run leads -- export --since YYYY-MM-DD [--out FILE.csv]
       npm run leads -- webhook-secret

  --since  first day to include (midnight UTC), or an ISO date-time such as 2026-01-01T09:00:00Z
  --out    file to write; without it the CSV goes to standard output

webhook-secret prints a new secret for LEADS_WEBHOOK_SECRET.`,
  request,
  async parse(argv) {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { since: { type: 'string' }, out: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
    if (values.help) return { help: true };
    const [command, ...extra] = positionals;
    const usage = (problem: string) => ({ problem, usage: true });
    if (command !== 'export' && command !== 'webhook-secret')
      return usage(command ? `Unknown command ${JSON.stringify(command)}.` : 'Missing command.');
    if (extra.length) return usage(`Unexpected argument ${JSON.stringify(extra[0])}.`);
    if (command === 'webhook-secret') {
      if (values.since !== undefined || values.out !== undefined)
        return usage('webhook-secret takes no --since or --out.');
      return { request: { command } };
    }
    const { parseSince } = await import('../leads/inbox/export.ts');
    let since: Date;
    try {
      since = parseSince(values.since);
    } catch (error) {
      return usage((error as Error).message);
    }
    if (values.out === '') return usage('--out needs a file name.');
    return { request: { command, since: since.toISOString(), ...(values.out ? { out: values.out } : {}) } };
  },
  store: (request) => (request.command === 'export' ? 'open' : 'none'),
  outputFile: (request) => (request.command === 'export' ? request.out : undefined),
  async run(request, { store, output }) {
    if (request.command === 'webhook-secret') {
      await print(output.stdout, `${newWebhookSecret()}\n`);
      return 0;
    }
    const { leadsSinceCsvChunks } = await import('../leads/inbox/export.ts');
    const counted = { leads: 0 };
    await send(output.file ?? output.stdout, leadsSinceCsvChunks(new Date(request.since), store().db, counted));
    if (request.out)
      await print(
        output.stderr,
        `Exported ${counted.leads} lead${counted.leads === 1 ? '' : 's'} since ${request.since} to ${request.out}\n`,
      );
    return 0;
  },
};
