/** A delivery failure in the member's words: "Telegram refused the bot token (401)". */
import { format, type StaffMessages } from '../../../i18n';
import type { DeliveryFailure, OutboxChannel } from '../../../server/dashboard/screens';

/** The sentence for `failure` of a send by `channel`, the receiver's own code after it when there is one. */
export function failureText(
  failure: DeliveryFailure,
  channel: OutboxChannel,
  health: StaffMessages['dashboard']['health'],
): string {
  const reason = format(health.failures[failure.kind], {
    service: health.services[channel],
    credential: health.credentials[channel],
    missing: health.missing[channel],
    status: failure.status ?? '—',
    seconds: failure.seconds ?? '—',
  });
  return failure.code ? format(health.code, { reason, code: failure.code }) : reason;
}
