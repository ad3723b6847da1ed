import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/** A staff password has at least this many characters. */
export const MIN_PASSWORD_LENGTH = 12;
/** And at least this zxcvbn score (0-4): 3 means "safely unguessable" offline. */
const MIN_SCORE = 3;

/** Why a password is refused; the staff catalog's `password` section words each. */
export type PasswordProblem = 'tooShort' | 'tooLong' | 'tooCommon';

let factory: ZxcvbnFactory | undefined;

/** Why a password is refused , or undefined when it is fine. */
export function passwordProblem(password: string, userInputs: string[] = []): PasswordProblem | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return 'tooShort';
  if (password.length > 128) return 'tooLong';
  // Built on first use: the common-words dictionary takes a moment to load.
  factory ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return factory.check(password, userInputs).score < MIN_SCORE ? 'tooCommon' : undefined;
}
