import styles from './Dashboard.module.css';

/**
 * The periods a staff screen offers as links ("Last 7 days", ...), the one shown marked as the
 * current page; shared by the dashboard and the visit figures.
 */
export function PeriodLinks({
  label,
  periods,
  current,
  href,
  text,
}: {
  label: string;
  periods: readonly number[];
  current: number | undefined;
  href: (days: number) => string;
  text: (days: number) => string;
}) {
  return (
    <nav aria-label={label}>
      <ul className={styles.periods}>
        {periods.map((days) => (
          <li key={days}>
            <a href={href(days)} aria-current={days === current ? 'page' : undefined}>
              {text(days)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
