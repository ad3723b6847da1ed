import type { ReactNode } from 'react';
import tables from './StaffTable.module.css';

/**
 * A box a wide table scrolls sideways in, so the page itself never does. It takes the keyboard
 * focus and is named, so someone without a mouse can scroll it and knows what it holds.
 */
export function TableScroll({
  label,
  tall,
  children,
}: {
  label: string;
  /** Long tables scroll down in it too. */ tall?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={tall ? `${tables.scroll} ${tables.tall}` : tables.scroll}
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      {children}
    </div>
  );
}
