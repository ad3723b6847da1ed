import type { ReactNode } from 'react';
import type { StaffMessages } from '../../i18n';
import type { StaffRole } from '../../server/staff/permissions';
import { sectionsFor } from '../../server/staff/sections';
import { SkipLink } from '../layout/SkipLink';
import { Button } from '../ui/Button';
import styles from './StaffShell.module.css';

interface Props {
  t: StaffMessages;
  /** The signed-in member; the sign-in and invite screens have none. */
  member?: { name: string; role: StaffRole } | undefined;
  currentPath: string;
  children: ReactNode;
}

/** Every staff screen's frame: skip link, the area's name, the menu by role, sign-out, the content. */
export function StaffShell({ t, member, currentPath, children }: Props) {
  return (
    <>
      <SkipLink label={t.common.skipLink} />
      <header className={styles.header}>
        <a className={styles.area} href="/staff">
          {t.common.area}
        </a>
        {member ? (
          <>
            <nav aria-label={t.common.nav.label}>
              <ul className={styles.nav}>
                {sectionsFor(member.role).map((section) => (
                  <li key={section.key}>
                    <a href={section.path} aria-current={currentPath.startsWith(section.path) ? 'page' : undefined}>
                      {t.common.nav[section.key]}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            <form method="post" action="/staff/account/sign-out" className={styles.signOut}>
              <span className={styles.member}>{member.name}</span>
              <Button type="submit" variant="secondary" size="sm">
                {t.common.signOut}
              </Button>
            </form>
          </>
        ) : null}
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </>
  );
}
