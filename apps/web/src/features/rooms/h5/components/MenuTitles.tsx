import type { ReactNode } from 'react';
import styles from '../rooms-h5.module.css';
import type { MenuKey } from './SearchMenu.tsx';

/** The closed menu as the Dropdown draws it; a tap asks for the Dropdown and opens that panel. */
export function MenuTitles({
  titles,
  onOpen,
}: {
  titles: Record<MenuKey, ReactNode>;
  onOpen: (key: MenuKey) => void;
}) {
  return (
    <div className={styles.menuTitles}>
      {(Object.keys(titles) as MenuKey[]).map((key) => (
        <button key={key} type="button" className={styles.menuTitle} onClick={() => onOpen(key)}>
          {titles[key]}
          <span className={styles.menuArrow} aria-hidden="true">
            ▾
          </span>
        </button>
      ))}
    </div>
  );
}
