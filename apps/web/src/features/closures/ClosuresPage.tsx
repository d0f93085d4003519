import type { ClosureRoom } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addFeatureTexts } from '../../i18n/feature-texts.ts';
import { ConsoleFrame } from '../console/index.ts';
import { RightGate } from '../rights/index.ts';
import { ClosureDrawer } from './components/ClosureDrawer.tsx';
import { RoomTable } from './components/RoomTable.tsx';
import en from './i18n/en.json';
import zh from './i18n/zh.json';
import { useClosureRooms } from './use-closures.ts';

addFeatureTexts({ zh, en });

/** /#/admin/rooms (会议室停用): a holder of rooms:edit closes rooms for a span, seeing first what it cancels. */
export function ClosuresPage() {
  const { t } = useTranslation();
  return (
    <ConsoleFrame title={t('route.closures')} intro={t('closures.intro')} testId="closures-page">
      <RightGate right="rooms:edit" refusal={t('closures.notAllowed')} testId="closures-not-allowed">
        <RoomsAndClosures />
      </RightGate>
    </ConsoleFrame>
  );
}

function RoomsAndClosures() {
  const rooms = useClosureRooms();
  const [open, setOpen] = useState<ClosureRoom | null>(null);
  return (
    <>
      <RoomTable rooms={rooms.data ?? []} loading={rooms.isLoading} onOpen={setOpen} />
      {open && <ClosureDrawer room={open} onClose={() => setOpen(null)} />}
    </>
  );
}
