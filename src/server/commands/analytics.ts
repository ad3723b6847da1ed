/**
 * `npm run analytics -- export --from DAY --to DAY [--out FILE.csv]`: the site's visit figures,
 * the same as the staff analytics page and its CSV download, as of the last roll-up
 * (ANALYTICS_ROLLUP_SECONDS).
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { print, type Command } from './command.ts';

const request = z.object({ from: z.iso.date(), to: z.iso.date(), out: z.string().optional() });
type AnalyticsRequest = z.output<typeof request>;

export const analyticsCommand: Command<AnalyticsRequest> = {
  name: 'analytics',
  usage: `Usage: npm run analytics -- export --from YYYY-MM-DD --to YYYY-MM-DD [--out FILE.csv]

  --from  first day (UTC) to include
  --to    last day (UTC) to include
  --out   file to write; without it the CSV goes to standard output`,
  request,
  async parse(argv) {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        from: { type: 'string' },
        to: { type: 'string' },
        out: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    if (values.help) return { help: true };
    const [command, ...extra] = positionals;
    const usage = (problem: string) => ({ problem, usage: true });
    if (command !== 'export')
      return usage(command ? `Unknown command ${JSON.stringify(command)}.` : 'Missing command.');
    if (extra.length) return usage(`Unexpected argument ${JSON.stringify(extra[0])}.`);
    const { parsePeriod } = await import('../analytics/report.ts');
    const period = parsePeriod(values.from, values.to);
    if (typeof period === 'string') return usage(`--from and --to: ${period}.`);
    if (values.out === '') return usage('--out needs a file name.');
    return { request: { from: period.from, to: period.to, ...(values.out ? { out: values.out } : {}) } };
  },
  store: () => 'open',
  outputFile: (request) => request.out,
  async run(request, { store, output }) {
    const { analyticsReport, parsePeriod } = await import('../analytics/report.ts');
    const { reportCsv } = await import('../analytics/reportCsv.ts');
    const period = parsePeriod(request.from, request.to);
    if (typeof period === 'string') throw new Error(period);
    await print(output.file ?? output.stdout, reportCsv(await analyticsReport(store().db, period)));
    if (request.out)
      await print(output.stderr, `Exported the figures of ${period.from} to ${period.to} to ${request.out}\n`);
    return 0;
  },
};
