/**
 * Astro's `astro:actions` module, as far as the action declarations use it when they are loaded
 * outside Astro (unit tests): `defineAction` gives back its declaration, so a test calls the
 * handler Astro would call once it has parsed the form.
 */
export class ActionError extends Error {
  readonly code: string;
  constructor({ code, message }: { code: string; message?: string }) {
    super(message ?? code);
    this.code = code;
  }
}

export const defineAction = <Declaration>(declaration: Declaration): Declaration => declaration;
