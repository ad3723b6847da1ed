/**
 * `npm run content -- export [FILE.json] | import FILE.json [--dry-run]`: everything the staff
 * edit as content (cases, redirects, reply templates, documents) as one JSON file (format in
 * docs/operate/content-files.md). An import checks all, then writes all in one transaction (or,
 * dry, only says what would change); a file with anything wrong changes nothing (status 2).
 */
import { z } from 'zod';
import { CommandError, notImported, print, readJsonFile, type Command } from './command.ts';

const request = z.discriminatedUnion('command', [
  z.object({ command: z.literal('export'), file: z.string().optional() }),
  z.object({ command: z.literal('import'), file: z.string(), dryRun: z.boolean(), content: z.unknown() }),
]);
type ContentRequest = z.output<typeof request>;

export const contentCommand: Command<ContentRequest> = {
  name: 'content',
  usage: 'Usage: npm run content -- export [FILE.json] | import FILE.json [--dry-run]',
  request,
  async parse(argv, { cwd }) {
    const [command, file, ...options] = argv;
    if (command === '--help' || command === '-h') return { help: true };
    const usage = (problem: string) => ({ problem, usage: true });
    if (command !== 'import' && command !== 'export')
      return usage(command ? `Unknown command ${JSON.stringify(command)}.` : 'Missing command.');
    const unexpected = [file, ...options].find(
      (arg, index) =>
        arg !== undefined && (index ? !(command === 'import' && arg === '--dry-run') : arg.startsWith('-')),
    );
    if (unexpected !== undefined) return usage(`Unexpected argument ${JSON.stringify(unexpected)}.`);
    if (command === 'export') return { request: { command, ...(file ? { file } : {}) } };
    if (!file) return usage('import needs a file.');
    const read = readJsonFile(file, cwd);
    if ('problem' in read) return { problem: read.problem };
    const { parseContent } = await import('../content/format.ts');
    const parsed = parseContent(read.data);
    if (!parsed.ok) return { problem: notImported(file, parsed.problems) };
    return { request: { command, file, dryRun: options.includes('--dry-run'), content: parsed.content } };
  },
  store: () => 'open',
  outputFile: (request) => (request.command === 'export' ? request.file : undefined),
  async run(request, { store, output }) {
    const { db } = store();
    const { exportContent, importContent } = await import('../content/transfer.ts');
    const { describePlan } = await import('../content/planText.ts');
    if (request.command === 'export') {
      const json = `${JSON.stringify(await exportContent(db), null, 2)}\n`;
      await print(output.file ?? output.stdout, json);
      if (request.file) await print(output.stdout, `Exported the content to ${request.file}.\n`);
      return 0;
    }
    const { parseContent } = await import('../content/format.ts');
    const parsed = parseContent(request.content);
    if (!parsed.ok) throw new CommandError(notImported(request.file, parsed.problems), 2);
    const plan = await importContent(db, parsed.content, { write: !request.dryRun });
    if (plan.problems.length) throw new CommandError(notImported(request.file, plan.problems), 2);
    await print(output.stdout, `${describePlan(plan).join('\n')}\n`);
    await print(
      output.stdout,
      request.dryRun
        ? `Dry run: nothing was changed. Run without --dry-run to import ${request.file}.\n`
        : `Imported ${request.file}; nothing was removed.\n`,
    );
    return 0;
  },
};
