import { Fragment, type ReactNode } from 'react';

/**
 * Fills `{name}` placeholders with elements as well as text (`formatParts(t.from, { price:
 * <strong>$99</strong> })`): the sentence stays the catalog's, the markup the component's.
 * Unknown placeholders are left as written, as `format` does.
 */
export function formatParts(message: string, parts: Record<string, ReactNode>): ReactNode {
  return message.split(/(\{\w+\})/).map((piece, index) => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1];
    return <Fragment key={index}>{name !== undefined && name in parts ? parts[name] : piece}</Fragment>;
  });
}
