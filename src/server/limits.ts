/** The largest request body any form may send. */
export const MAX_BODY_BYTES = 32 * 1024;
