import type { ClosureHit, ClosureRoom } from '@portal/contracts';
import { Alert, Button, Drawer, Empty, Input, Popconfirm } from 'antd';
import useApp from 'antd/es/app/useApp';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLOSURE_REASON_MAX } from '../../../api/contract-values.ts';
import { useSingleSubmit } from '../../../api/use-single-submit.ts';
import { addFeatureTexts } from '../../../i18n/feature-texts.ts';
import { apiTime } from '../../../lib/datetime-local.ts';
import styles from '../closures.module.css';
import en from '../i18n/en.json';
import zh from '../i18n/zh.json';
import { roomPlace } from '../model/closure-form.ts';
import { useClosureHits, useCreateClosure, useRemoveClosure, useRoomClosures } from '../use-closures.ts';

// The drawer opens from the room editor's rows too, so it brings its texts itself.
addFeatureTexts({ zh, en });

/** The bookings a closure hits: when, what, whose. */
function Hits({ hits }: { hits: ClosureHit[] }) {
  const { t } = useTranslation();
  if (hits.length === 0)
    return <Alert type="success" showIcon message={t('closures.noHits')} data-testid="closure-hits" />;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="closure-hits"
      message={t('closures.hits', { count: hits.length })}
      description={
        <ul className={styles.hits}>
          {hits.map((hit) => (
            <li key={hit.bookingId}>
              {hit.startTime.slice(0, 16)} – {hit.endTime.slice(11, 16)} ·{' '}
              {hit.meetingName || t('closures.noMeeting')} · {hit.ownerName} ({hit.ownerEmail})
            </li>
          ))}
        </ul>
      }
    />
  );
}

/** One room's closures ahead, each removable, and a new closure: its span, its reason, what it hits first. */
export function ClosureDrawer({
  room,
  onClose,
}: {
  room: Pick<ClosureRoom, 'id' | 'name' | 'city' | 'building' | 'floor'>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useApp();
  const closures = useRoomClosures(room.id);
  const preview = useClosureHits();
  const create = useCreateClosure(room.id);
  const remove = useRemoveClosure(room.id);
  const { pending, run } = useSingleSubmit();
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [reason, setReason] = useState('');
  const fieldId = useId();
  const span = { roomId: room.id, startTime: apiTime(start), endTime: apiTime(end) };
  // A preview stands for the span it was asked for; a changed span asks again.
  const previewed =
    preview.data &&
    preview.variables?.startTime === span.startTime &&
    preview.variables?.endTime === span.endTime;

  const close = () =>
    run(async () => {
      const { cancelled } = await create.mutateAsync({ ...span, reason });
      void message.success(t('closures.created', { count: cancelled.length }));
      setStart('');
      setEnd('');
      setReason('');
      preview.reset();
    }).catch(() => undefined);

  // Without a booking to cancel it closes at once; with some, it asks first.
  const closeButton = (onClick?: () => void) => (
    <Button
      type="primary"
      danger
      loading={pending}
      disabled={!previewed || !reason.trim()}
      onClick={onClick}
      data-testid="closure-create"
    >
      {t('closures.create')}
    </Button>
  );

  return (
    <Drawer
      open
      width={600}
      title={`${room.name} · ${roomPlace(room)}`}
      onClose={onClose}
      data-testid="closure-drawer"
    >
      <section className={styles.section}>
        <h3 className={styles.heading}>{t('closures.ahead')}</h3>
        {closures.data?.length === 0 && <Empty description={t('closures.none')} />}
        <ul className={styles.closures} data-testid="closure-list">
          {closures.data?.map((closure) => (
            <li key={closure.id} className={styles.closure}>
              <span>
                {closure.startTime.slice(0, 16)} – {closure.endTime.slice(0, 16)}
                <span className={styles.reason}>{closure.reason}</span>
              </span>
              <Popconfirm
                title={t('closures.removeConfirm')}
                okText={t('closures.remove')}
                cancelText={t('closures.cancel')}
                onConfirm={() => remove.mutateAsync(closure.id)}
              >
                <Button type="link" danger data-testid={`closure-remove-${closure.id}`}>
                  {t('closures.remove')}
                </Button>
              </Popconfirm>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.section}>
        <h3 className={styles.heading}>{t('closures.new')}</h3>
        <div className={styles.span}>
          <label htmlFor={`${fieldId}-start`}>
            {t('closures.start')}
            <Input
              type="datetime-local"
              id={`${fieldId}-start`}
              value={start}
              onChange={(event) => setStart(event.target.value)}
              data-testid="closure-start"
            />
          </label>
          <label htmlFor={`${fieldId}-end`}>
            {t('closures.end')}
            <Input
              type="datetime-local"
              id={`${fieldId}-end`}
              value={end}
              min={start}
              onChange={(event) => setEnd(event.target.value)}
              data-testid="closure-end"
            />
          </label>
        </div>
        <label className={styles.field} htmlFor={`${fieldId}-reason`}>
          {t('closures.reason')}
          <Input.TextArea
            id={`${fieldId}-reason`}
            rows={3}
            value={reason}
            maxLength={CLOSURE_REASON_MAX}
            showCount
            onChange={(event) => setReason(event.target.value)}
            data-testid="closure-reason"
          />
        </label>
        <div className={styles.actions}>
          <Button
            onClick={() => preview.mutate(span)}
            loading={preview.isPending}
            disabled={!start || !end}
            data-testid="closure-preview"
          >
            {t('closures.preview')}
          </Button>
          {previewed && preview.data.length > 0 ? (
            <Popconfirm
              title={t('closures.createConfirm', { count: preview.data.length })}
              okText={t('closures.create')}
              cancelText={t('closures.cancel')}
              onConfirm={close}
            >
              {closeButton()}
            </Popconfirm>
          ) : (
            closeButton(close)
          )}
        </div>
        {previewed && <Hits hits={preview.data} />}
      </section>
    </Drawer>
  );
}
