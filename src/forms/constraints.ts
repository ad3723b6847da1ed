/**
 * Browser-side format of a phone number: digits, spaces and + ( ) -, at least five characters.
 * Written to compile both with the `u` and the `v` RegExp flag that browsers use for `pattern`.
 */
export const PHONE_PATTERN = '[0-9\\s+\\(\\)\\-]{5,40}';
