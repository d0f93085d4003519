import type { Office } from '@portal/contracts';
import { Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useCurrentUser } from '../../api/current-user.ts';
import { useNarrowScreen } from '../../shell/hooks/use-narrow-screen.ts';
import { MyBookingsDialog } from '../bookings/index.ts';
import { ListToolbar } from './components/ListToolbar.tsx';
import { RoomList } from './components/RoomList.tsx';
import { SearchBar } from './components/SearchBar.tsx';
import { useCompanyNow } from './hooks/use-company-now.ts';
import { useRoomSearch } from './hooks/use-room-search.ts';
import { useSlotSelection } from './hooks/use-slot-selection.ts';
import { useTimelineOrientation } from './hooks/use-timeline-orientation.ts';
import { type BookingEntryState, type BookingTarget, createMeetingLink } from './model/booking-link.ts';
import { searchToQuery } from './model/search-query.ts';
import styles from './rooms.module.css';

/** `/#/meeting/meetingOrder`: find a free room and pick a time on its timeline. */
export function RoomsPage() {
  const { data: user } = useCurrentUser();
  // The first search needs the employee's office; the page's space is held until it is known.
  return user ? <RoomSearchPage office={user.office} /> : <div className={styles.page} />;
}

/** On a phone the room list made for touch screens is offered; this page stays usable. */
const PHONE_ROOM_PAGE = '/#/meetingOrderH5';

function RoomSearchPage({ office }: { office: Office | null | undefined }) {
  const { t } = useTranslation();
  const narrow = useNarrowScreen();
  const [, navigate] = useLocation();
  const now = useCompanyNow();
  const selection = useSlotSelection();
  const { search, rooms, changeDate, change } = useRoomSearch(now, selection.clear, office);
  const [orientation, setOrientation] = useTimelineOrientation();
  const [myBookingsOpen, setMyBookingsOpen] = useState(false);
  // Stays mounted once opened, so closing can animate.
  const [myBookingsOpened, setMyBookingsOpened] = useState(false);
  const book = useCallback(
    (target: BookingTarget) => {
      const state: BookingEntryState = { roomListQuery: searchToQuery(search).toString() };
      navigate(createMeetingLink(target), { state });
    },
    [navigate, search],
  );

  return (
    <div className={styles.page}>
      {/* The header names the page for the eye; the heading names it for screen readers and outlines. */}
      <h1 className={styles.heading}>{t('route.meetingOrder')}</h1>
      {narrow && (
        <p className={styles.phoneOffer} data-testid="phone-room-page-offer">
          {t('meetingOrder.phoneOffer.text')}{' '}
          <a href={PHONE_ROOM_PAGE}>{t('meetingOrder.phoneOffer.link')}</a>
        </p>
      )}
      <SearchBar
        search={search}
        now={now}
        onDateChange={changeDate}
        onChange={change}
        onOpenMyBookings={() => {
          setMyBookingsOpen(true);
          setMyBookingsOpened(true);
        }}
      />
      <ListToolbar
        roomCount={rooms.data?.rooms.length ?? null}
        orientation={orientation}
        onOrientationChange={setOrientation}
      />
      <RoomList
        rooms={rooms.data?.rooms}
        date={rooms.data?.date ?? search.date}
        loading={rooms.isLoading}
        refreshing={rooms.isFetching && !rooms.isLoading}
        now={now}
        orientation={orientation}
        selection={selection.selection}
        hoverIndex={selection.hoverIndex}
        onSlotClick={selection.click}
        onSlotHover={selection.hover}
        onCancel={selection.clear}
        onBook={book}
      />
      {myBookingsOpened && (
        <Suspense fallback={null}>
          <MyBookingsDialog open={myBookingsOpen} onClose={() => setMyBookingsOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
