import type { ReactNode } from 'react';
import { Container } from '../../ui/Container';
import styles from './ErrorMessage.module.css';

interface ErrorMessageProps {
  /** The status code, shown large and read before the title. */
  code: number;
  title: string;
  text: string;
  /** The ways on: links styled as buttons. */
  children: ReactNode;
}

/** An error page's content: the code, what happened, and where to go from here. */
export function ErrorMessage({ code, title, text, children }: ErrorMessageProps) {
  return (
    <section className={styles.error} aria-labelledby="error-title">
      <Container className={styles.inner}>
        <p className={styles.code} aria-hidden="true">
          {code}
        </p>
        <h1 id="error-title" className={styles.title}>
          <span className="visually-hidden">{code}. </span>
          {title}
        </h1>
        <p className={styles.text}>{text}</p>
        <div className={styles.actions}>{children}</div>
      </Container>
    </section>
  );
}
