import { CircleCheck } from 'lucide-react';
import type { Ref } from 'react';
import styles from './Form.module.css';

/** The thank-you shown in place of a sent form; focused when it replaces the form in the browser. */
export function ThankYou({
  title,
  text,
  ref,
}: {
  title: string;
  text?: string | undefined;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div ref={ref} className={styles.success} role="status" tabIndex={-1}>
      <CircleCheck aria-hidden="true" className={styles.successIcon} />
      <div>
        <p className={styles.successTitle}>{title}</p>
        {text ? <p>{text}</p> : null}
      </div>
    </div>
  );
}
