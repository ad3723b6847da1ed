/** The shape a translation must have: the English catalog's keys and lists, with any strings. */
export type Shape<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? Shape<U>[]
    : { [K in keyof T]: Shape<T[K]> };
