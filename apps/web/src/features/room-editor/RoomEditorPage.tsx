import type { EditorRoom } from '@portal/contracts';
import { Input } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateButton } from '../../components/list-page/CreateButton.tsx';
import { FilterBar } from '../../components/list-page/FilterBar.tsx';
import type { Editing } from '../../components/list-page/FormModal.tsx';
import { ListCount } from '../../components/list-page/ListCount.tsx';
import { addFeatureTexts } from '../../i18n/feature-texts.ts';
import { ConsoleFrame } from '../console/index.ts';
import { RightGate, useHoldsRight } from '../rights/index.ts';
import { RoomTable } from './components/RoomTable.tsx';
import en from './i18n/en.json';
import zh from './i18n/zh.json';
import { ROOM_EDITOR_PAGE_SIZE } from './model/room-form.ts';
import styles from './room-editor.module.css';
import { useEditorRooms, useRestoreRoom } from './use-room-editor.ts';

addFeatureTexts({ zh, en });

// The dialogs and the closures drawer load when first opened: the list alone opens the page.
const RoomFormModal = lazy(async () => ({
  default: (await import('./components/RoomFormModal.tsx')).RoomFormModal,
}));
const RetireDialog = lazy(async () => ({
  default: (await import('./components/RetireDialog.tsx')).RetireDialog,
}));
const ClosureDrawer = lazy(async () => ({ default: (await import('../closures/index.ts')).ClosureDrawer }));

/** /#/admin/rooms/editor (会议室管理): a holder of rooms:edit creates, changes, retires and restores rooms. */
export function RoomEditorPage() {
  const { t } = useTranslation();
  const canEdit = useHoldsRight('rooms:edit');
  const [editing, setEditing] = useState<Editing<EditorRoom> | null>(null);
  return (
    <ConsoleFrame
      title={t('route.roomEditor')}
      intro={t('roomEditor.intro')}
      testId="room-editor-page"
      actions={
        canEdit && (
          <CreateButton onClick={() => setEditing('new')} testId="room-new">
            {t('roomEditor.create')}
          </CreateButton>
        )
      }
    >
      <RightGate right="rooms:edit" refusal={t('roomEditor.notAllowed')} testId="room-editor-not-allowed">
        <Rooms onEdit={setEditing} />
      </RightGate>
      {canEdit && editing !== null && (
        <Suspense fallback={null}>
          <RoomFormModal editing={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </ConsoleFrame>
  );
}

function Rooms({ onEdit }: { onEdit: (room: EditorRoom) => void }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const rooms = useEditorRooms({ keyword, pageNo, pageSize: ROOM_EDITOR_PAGE_SIZE });
  const restore = useRestoreRoom();
  const [closing, setClosing] = useState<EditorRoom | null>(null);
  const [retiring, setRetiring] = useState<EditorRoom | null>(null);
  return (
    <>
      <FilterBar>
        <Input.Search
          className={styles.search}
          allowClear
          placeholder={t('roomEditor.search')}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPageNo(1);
          }}
          data-testid="room-editor-search"
        />
      </FilterBar>
      {rooms.data && (
        <ListCount
          text={t('roomEditor.count', { count: rooms.data.totalCount })}
          testId="room-editor-count"
        />
      )}
      <RoomTable
        rooms={rooms.data?.items ?? []}
        loading={rooms.isFetching}
        paging={{
          pageSize: ROOM_EDITOR_PAGE_SIZE,
          current: pageNo,
          total: rooms.data?.totalCount,
          onChange: setPageNo,
        }}
        onEdit={onEdit}
        onClosures={setClosing}
        onRetire={setRetiring}
        // One restore at a time: a second click while one is on its way does nothing.
        onRestore={(room) => !restore.isPending && restore.mutate(room.id)}
      />
      <Suspense fallback={null}>
        {closing && <ClosureDrawer room={closing} onClose={() => setClosing(null)} />}
        {retiring && <RetireDialog room={retiring} onClose={() => setRetiring(null)} />}
      </Suspense>
    </>
  );
}
