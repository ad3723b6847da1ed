import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './Button.module.css';

type Variant = 'primary' | 'secondary' | 'ghost' | 'onInk' | 'outlineOnInk';
type Size = 'md' | 'lg' | 'sm';

interface StyleProps {
  variant?: Variant;
  size?: Size;
  icon?: ReactNode;
  /** Icon after the label instead of before it. */
  iconEnd?: boolean;
}

function classes({ variant = 'primary', size = 'md' }: StyleProps, extra = '') {
  return `${styles.button} ${styles[variant]} ${styles[size]} ${extra}`;
}

function Content({ icon, iconEnd, children }: StyleProps & { children: ReactNode }) {
  return (
    <>
      {icon && !iconEnd ? icon : null}
      <span>{children}</span>
      {icon && iconEnd ? icon : null}
    </>
  );
}

/** A link styled as a button: for every action that goes somewhere. */
export function ButtonLink({
  variant,
  size,
  icon,
  iconEnd,
  className,
  children,
  ...rest
}: StyleProps & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a className={classes({ variant, size }, className)} {...rest}>
      <Content icon={icon} iconEnd={iconEnd}>
        {children}
      </Content>
    </a>
  );
}

/** A real button: for actions that stay on the page, such as submitting a form. */
export function Button({
  variant,
  size,
  icon,
  iconEnd,
  className,
  children,
  type = 'button',
  ...rest
}: StyleProps & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type={type} className={classes({ variant, size }, className)} {...rest}>
      <Content icon={icon} iconEnd={iconEnd}>
        {children}
      </Content>
    </button>
  );
}
