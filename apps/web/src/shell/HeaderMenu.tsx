import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import styles from './header-menu.module.css';
import { HOVER_DELAY_MS } from './model/hover.ts';

export interface HeaderMenuItem {
  key: string;
  label: ReactNode;
  /** A link; without it (and without onSelect) the item is shown disabled. */
  href?: string | undefined;
  target?: string;
  rel?: string;
  onSelect?: () => void;
  /** A group's title in a long menu (the narrow screen's one menu); not an entry. */
  heading?: boolean;
}

interface HeaderMenuProps {
  /** What the trigger button shows. */
  trigger: ReactNode;
  triggerClassName: string | undefined;
  testId: string;
  items: HeaderMenuItem[];
  align?: 'start' | 'end';
  /** A dropdown under the button, or a panel across the screen under the header (narrow screens). */
  layout?: 'dropdown' | 'panel';
}

/**
 * A header menu: opens 200 ms into a hover and closes 200 ms after the pointer leaves; a click or
 * Enter toggles it (touch screens, keyboards), arrows move between items, Esc closes it. Plain
 * elements, because antd's Dropdown brings its whole menu engine into every page's first load.
 */
export function HeaderMenu(props: HeaderMenuProps) {
  const { trigger, triggerClassName, testId, items, align = 'start', layout = 'dropdown' } = props;
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  const later = (next: boolean) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), HOVER_DELAY_MS);
  };
  const now = (next: boolean) => {
    clearTimeout(timer.current);
    setOpen(next);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  const focusItem = (step: 1 | -1) => {
    const entries = [...(root.current?.querySelectorAll<HTMLElement>('[data-menu-entry]') ?? [])];
    const at = entries.indexOf(document.activeElement as HTMLElement);
    entries[(at + step + entries.length) % entries.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      now(false);
      button.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) now(true);
      // After the list is drawn.
      requestAnimationFrame(() => focusItem(event.key === 'ArrowDown' ? 1 : -1));
    }
  };

  const choose = (item: HeaderMenuItem) => {
    now(false);
    item.onSelect?.();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus-leave handling for the menu as a whole.
    <div
      ref={root}
      className={styles.root}
      onMouseEnter={() => later(true)}
      onMouseLeave={() => later(false)}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) now(false);
      }}
      onKeyDown={onKeyDown}
    >
      <button
        ref={button}
        type="button"
        className={triggerClassName}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => now(!open)}
        data-testid={testId}
      >
        {trigger}
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          className={[styles.menu, align === 'end' && styles.end, layout === 'panel' && styles.panel]
            .filter(Boolean)
            .join(' ')}
          data-testid={layout === 'panel' ? 'header-menu-panel' : undefined}
        >
          {items.map((item) =>
            item.heading ? (
              <div key={item.key} role="presentation" className={styles.heading}>
                {item.label}
              </div>
            ) : item.href ? (
              <a
                key={item.key}
                className={styles.item}
                href={item.href}
                target={item.target}
                rel={item.rel}
                role="menuitem"
                data-menu-entry
                onClick={() => now(false)}
              >
                {item.label}
              </a>
            ) : item.onSelect ? (
              <button
                key={item.key}
                type="button"
                className={styles.item}
                role="menuitem"
                data-menu-entry
                onClick={() => choose(item)}
              >
                {item.label}
              </button>
            ) : (
              <button
                key={item.key}
                type="button"
                role="menuitem"
                aria-disabled="true"
                className={`${styles.item} ${styles.disabled}`}
              >
                {item.label}
              </button>
            ),
          )}
        </div>
      )}
    </div>
  );
}
