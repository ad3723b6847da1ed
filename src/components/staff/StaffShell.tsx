import type { ReactNode } from 'react';
import type { StaffMessages } from '../../i18n';
import { can, type Permission, type StaffRole } from '../../server/staff/permissions';
import { SkipLink } from '../layout/SkipLink';
import { Button } from '../ui/Button';
import styles from './StaffShell.module.css';

/** The staff sections that have a screen, with the permission each needs; the menu shows what the role may open. */
const sections: { key: keyof StaffMessages['common']['nav']; path: string; permission: Permission }[] = [
  { key: 'leads', path: '/staff/leads', permission: 'leads.read' },
  { key: 'dashboard', path: '/staff/dashboard', permission: 'dashboard.read' },
  { key: 'cases', path: '/staff/cases', permission: 'cases.edit' },
  { key: 'privacy', path: '/staff/privacy', permission: 'privacy.manage' },
  { key: 'team', path: '/staff/team', permission: 'staff.manage' },
  { key: 'audit', path: '/staff/audit', permission: 'audit.read' },
  { key: 'account', path: '/staff/account', permission: 'account.manage' },
];

/** The sections `role` may open, for the menu and the home screen. */
export function sectionsFor(role: StaffRole) {
  return sections.filter((section) => can(role, section.permission));
}

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
