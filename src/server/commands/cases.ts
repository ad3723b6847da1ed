/**
 * `npm run cases -- import FILE.json | export [FILE.json]`: the store's cases as JSON (format in
 * docs/use/cases.md). An import checks every entry first and creates or updates each case by
 * slug; a file with anything wrong stores nothing (status 2). An export holds every case,
 * published or not.
 */
import { z } from 'zod';
import { CommandError, notImported, print, readJsonFile, type Command } from './command.ts';

const request = z.discriminatedUnion('command', [
  z.object({ command: z.literal('export'), file: z.string().optional() }),
  z.object({ command: z.literal('import'), file: z.string(), cases: z.unknown() }),
]);
type CasesRequest = z.output<typeof request>;

/** The cases in `data`, or the line (and each problem) saying why `file` is refused. */
async function checked(file: string, data: unknown) {
  const { parseCaseImport } = await import('../cases/importFormat.ts');
  const parsed = parseCaseImport(data);
  if (parsed.ok) return parsed;
  return {
    ...parsed,
    message: notImported(file, parsed.errors),
  };
}

export const casesCommand: Command<CasesRequest> = {
  name: 'cases',
  usage: 'Usage: npm run cases -- import FILE.json | export [FILE.json]',
  request,
  async parse(argv, { cwd }) {
    const [command, file, ...extra] = argv;
    if (command === '--help' || command === '-h') return { help: true };
    if (command !== 'import' && command !== 'export')
      return { problem: command ? `Unknown command ${JSON.stringify(command)}.` : 'Missing command.', usage: true };
    if (extra.length || file?.startsWith('-'))
      return { problem: `Unexpected argument ${JSON.stringify(extra[0] ?? file)}.`, usage: true };
    if (command === 'export') return { request: { command, ...(file ? { file } : {}) } };
    if (!file) return { problem: 'import needs a file.', usage: true };
    const read = readJsonFile(file, cwd);
    if ('problem' in read) return { problem: read.problem };
    const parsed = await checked(file, read.data);
    if (!parsed.ok) return { problem: parsed.message };
    return { request: { command, file, cases: parsed.cases } };
  },
  store: () => 'open',
  outputFile: (request) => (request.command === 'export' ? request.file : undefined),
  async run(request, { store, output }) {
    const { db } = store();
    const { exportCases, upsertCases } = await import('../cases/repository.ts');
    if (request.command === 'export') {
      await print(output.file ?? output.stdout, `${JSON.stringify(await exportCases(db), null, 2)}\n`);
      if (request.file) await print(output.stdout, `Exported the cases to ${request.file}.\n`);
      return 0;
    }
    const parsed = await checked(request.file, request.cases);
    if (!parsed.ok) throw new CommandError(parsed.message, 2);
    const { created, updated } = await upsertCases(db, parsed.cases);
    await print(
      output.stdout,
      `Imported ${parsed.cases.length} case(s) from ${request.file}: ${created} created, ${updated} updated.\n`,
    );
    return 0;
  },
};
