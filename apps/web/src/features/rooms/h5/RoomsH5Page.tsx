import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useCurrentUser } from '../../../api/current-user.ts';
import { h5Path } from '../../../shell/mobile/h5-path.ts';
import { useCompanyNow } from '../hooks/use-company-now.ts';
import { useRoomSearch } from '../hooks/use-room-search.ts';
import { BookSheet } from './components/BookSheet.tsx';
import { HistoryIcon } from './components/HistoryIcon.tsx';
import { MenuTitles } from './components/MenuTitles.tsx';
import { RoomGrid } from './components/RoomGrid.tsx';
import type { MenuKey } from './components/SearchMenu.tsx';
import { h5CreateMeetingPath } from './model/create-meeting-path.ts';
import type { GridSelection } from './model/grid-selection.ts';
import styles from './rooms-h5.module.css';

const SearchMenu = lazy(() => import('./components/SearchMenu.tsx'));

/** The phone room page: the day and filters in a sticky dropdown, rooms by half hour below. */
export function RoomsH5Page() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const now = useCompanyNow();
  const { data: user } = useCurrentUser();
  const [selection, setSelection] = useState<GridSelection | null>(null);
  const { search, rooms, change } = useRoomSearch(now, () => setSelection(null), user?.office);
  const [menuWanted, setMenuWanted] = useState(false);
  const [activeKey, setActiveKey] = useState<MenuKey | null>(null);
  const list = rooms.data?.rooms ?? [];
  const date = rooms.data?.date ?? search.date;
  const chosenRoom = selection ? list.find((room) => room.id === selection.roomId) : undefined;

  const apply = (changes: Parameters<typeof change>[0]) => {
    change(changes);
    setActiveKey(null);
  };
  const titles = {
    time: <span data-testid="h5-time-menu">{search.date}</span>,
    filter: <span data-testid="h5-filter-menu">{t('meetingOrder.filter.label')}</span>,
  };
  const openMenu = (key: MenuKey) => {
    setMenuWanted(true);
    setActiveKey(key);
  };
  const closedMenu = <MenuTitles titles={titles} onOpen={openMenu} />;

  return (
    <div className={styles.roomPage}>
      <div className={styles.bar}>
        {menuWanted ? (
          <Suspense fallback={closedMenu}>
            <SearchMenu
              titles={titles}
              activeKey={activeKey}
              onActiveKeyChange={setActiveKey}
              search={search}
              now={now}
              onApply={apply}
            />
          </Suspense>
        ) : (
          closedMenu
        )}
        <button
          type="button"
          className={styles.historyButton}
          aria-label={t('h5.history')}
          data-testid="h5-history"
          onClick={() => navigate(h5Path('/orderHistoryH5'))}
        >
          <HistoryIcon />
        </button>
      </div>
      <RoomGrid
        rooms={list}
        date={date}
        now={now}
        loading={rooms.isPending}
        selection={selection}
        sheetOpen={!!chosenRoom}
        onSelectionChange={setSelection}
      />
      {selection && chosenRoom && (
        <BookSheet
          roomName={chosenRoom.name}
          date={date}
          span={selection}
          onCancel={() => setSelection(null)}
          onBook={() =>
            navigate(
              h5CreateMeetingPath({
                roomId: chosenRoom.id,
                roomName: chosenRoom.name,
                date,
                span: selection,
              }),
            )
          }
        />
      )}
    </div>
  );
}
