import type { ReactNode } from 'react';
import { Link } from 'wouter';
import styles from './side-nav.module.css';

/** A page family's page beside the family's sidebar; on a phone the sidebar is a row above it. */
export function SideNavLayout({ nav, children }: { nav: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.layout}>
      {nav}
      <div className={styles.main}>{children}</div>
    </div>
  );
}

interface SideNavProps {
  label: string;
  /** The family's own look of the sidebar's row on a phone. */
  className?: string;
  children: ReactNode;
}

/** The sidebar: groups of links, and the family's buttons between them. */
export function SideNav({ label, className, children }: SideNavProps) {
  return (
    <nav className={className ? `${styles.side} ${className}` : styles.side} aria-label={label}>
      {children}
    </nav>
  );
}

export function SideNavGroup({ children }: { children: ReactNode }) {
  return <ul className={styles.group}>{children}</ul>;
}

interface SideNavLinkProps {
  to: string;
  /** The page shown is this entry's. */
  current: boolean;
  label: string;
  /** The red dot after the label (something new there), with what it says to a screen reader. */
  dot?: { label: string; testId: string };
  /** After the label and its dot: a count. */
  extra?: ReactNode;
  onClick?: () => void;
  className?: string;
  testId: string;
}

/** One entry of the sidebar. */
export function SideNavLink({
  to,
  current,
  label,
  dot,
  extra,
  onClick,
  className,
  testId,
}: SideNavLinkProps) {
  return (
    <li>
      <Link
        to={to}
        className={className ? `${styles.link} ${className}` : styles.link}
        aria-current={current ? 'page' : undefined}
        data-testid={testId}
        onClick={onClick}
      >
        {label}
        {dot && <span className={styles.dot} role="img" aria-label={dot.label} data-testid={dot.testId} />}
        {extra}
      </Link>
    </li>
  );
}
