import type { ReactNode } from 'react';
import styles from './Container.module.css';

/** Centres content at the site's reading width with side gutters. */
export function Container({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`${styles.container} ${className}`}>{children}</div>;
}
