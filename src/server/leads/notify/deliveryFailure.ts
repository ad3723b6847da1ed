/**
 * Why a notification could not be sent, in a form the dashboard can word in the member's
 * language: the kind of failure, the receiver's status and code, and whether trying again can
 * ever help. A wrong setting (a refused token, an unknown form) is retried, since fixing the
 * setting lets the waiting notifications through; a receiver that refuses this lead's data is
 * given up, and staff can still send it again from the lead's page.
 */
import type { DeliveryFailure } from '../../db/schema.ts';

/** A failed send with its failure; `final` when no later attempt can succeed. */
export class DeliveryError extends Error {
  override name = 'DeliveryError';
  readonly failure: DeliveryFailure;
  readonly final: boolean;
  constructor(message: string, failure: DeliveryFailure, final = false) {
    super(message);
    this.failure = failure;
    this.final = final;
  }
}

/** The failure an HTTP status stands for: 401/403 a refused credential, 404 an unknown address, 408/429 busy, 4xx the lead refused, 5xx the receiver's fault. */
export function failureOfStatus(status: number, code?: string): DeliveryFailure {
  const kind: DeliveryFailure['kind'] =
    status === 401 || status === 403
      ? 'unauthorized'
      : status === 404
        ? 'notFound'
        : status === 408 || status === 429
          ? 'busy'
          : status >= 500
            ? 'serverError'
            : status >= 400
              ? 'rejected'
              : 'failed';
  return { kind, status, ...(code ? { code } : {}) };
}

/** The failure of a send that threw: a DeliveryError's own, a timeout, a connection that failed, or a plain failure. */
export function failureOf(error: unknown, timeoutMs: number): DeliveryFailure {
  if (error instanceof DeliveryError) return error.failure;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return { kind: 'timeout', seconds: Math.round(timeoutMs / 1000) };
  const code =
    error instanceof Error
      ? String((error.cause as { code?: unknown } | undefined)?.code ?? (error as { code?: unknown }).code ?? '')
      : '';
  if (code === 'ETIMEDOUT' || code === 'UND_ERR_CONNECT_TIMEOUT' || code === 'UND_ERR_HEADERS_TIMEOUT')
    return { kind: 'timeout', seconds: Math.round(timeoutMs / 1000) };
  if (
    /^(ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|ESOCKET|ECONNECTION|UND_ERR_SOCKET)$/.test(
      code,
    )
  )
    return { kind: 'unreachable' };
  const status = (error as { responseCode?: unknown }).responseCode;
  if (typeof status === 'number') return { kind: status === 535 || status === 530 ? 'unauthorized' : 'failed', status };
  return { kind: 'failed' };
}

/** Whether a failure is final: only a DeliveryError says so. */
export function isFinal(error: unknown): boolean {
  return error instanceof DeliveryError && error.final;
}
