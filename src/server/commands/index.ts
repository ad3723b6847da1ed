/** Every operator command, as the running server answers them over its channel (`channel.ts`). */
import { analyticsCommand } from './analytics.ts';
import { casesCommand } from './cases.ts';
import type { AnyCommand } from './command.ts';
import { contentCommand } from './content.ts';
import { dbCommand } from './db.ts';
import { leadsCommand } from './leads.ts';
import { staffCommand } from './staff.ts';

export const commands: readonly AnyCommand[] = [
  analyticsCommand,
  casesCommand,
  contentCommand,
  dbCommand,
  leadsCommand,
  staffCommand,
];
