import { Dropdown } from 'antd-mobile';
import type { Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import type { RoomSearch } from '../../model/search-filter.ts';
import styles from '../rooms-h5.module.css';
import { FilterPanel } from './FilterPanel.tsx';
import { TimePanel } from './TimePanel.tsx';

export type MenuKey = 'time' | 'filter';

export interface SearchMenuProps {
  titles: Record<MenuKey, ReactNode>;
  activeKey: MenuKey | null;
  onActiveKeyChange: (key: MenuKey | null) => void;
  search: RoomSearch;
  now: Dayjs;
  onApply: (changes: Partial<RoomSearch>) => void;
}

/**
 * antd-mobile's Dropdown with the date/time and filter panels. It is a chunk of its own, fetched at
 * the first tap on the menu (`MenuTitles` stands in for it until then), so the page's first load
 * carries only the grid.
 */
export default function SearchMenu({
  titles,
  activeKey,
  onActiveKeyChange,
  search,
  now,
  onApply,
}: SearchMenuProps) {
  return (
    <Dropdown
      className={styles.dropdown}
      activeKey={activeKey}
      onChange={(key) => onActiveKeyChange(key as MenuKey | null)}
    >
      <Dropdown.Item key="time" title={titles.time}>
        <TimePanel search={search} now={now} onApply={onApply} />
      </Dropdown.Item>
      <Dropdown.Item key="filter" title={titles.filter}>
        <FilterPanel search={search} onApply={onApply} />
      </Dropdown.Item>
    </Dropdown>
  );
}
