import { Button, Checkbox, Popover, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEVICE_OPTIONS } from '../../../api/contract-values.ts';
import { CAPACITY_OPTIONS, type CapacityChoice, DEVICE_LABEL_KEYS } from '../model/search-options.ts';
import { FilterIcon } from './icons.tsx';
import styles from './search-bar.module.css';

interface RoomFilterPopoverProps {
  capacity: CapacityChoice;
  devices: string[];
  onApply: (capacity: CapacityChoice, devices: string[]) => void;
}

/** Capacity (one choice) and devices (any number); Save and Reset. */
export function RoomFilterPopover({ capacity, devices, onApply }: RoomFilterPopoverProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [draftCapacity, setDraftCapacity] = useState(capacity);
  const [draftDevices, setDraftDevices] = useState(devices);

  const openChange = (next: boolean) => {
    if (next) {
      setDraftCapacity(capacity);
      setDraftDevices(devices);
    }
    setOpen(next);
  };
  // Saving or resetting closes the popover and reloads.
  const apply = (nextCapacity: CapacityChoice, nextDevices: string[]) => {
    setOpen(false);
    onApply(nextCapacity, nextDevices);
  };

  const content = (
    <div className={`${styles.panel} ${styles.filterPanel}`} data-testid="room-filter-panel">
      <div className={styles.panelLabel}>{t('meetingOrder.filter.capacity')}</div>
      <Radio.Group
        optionType="button"
        value={draftCapacity}
        onChange={(event) => setDraftCapacity(event.target.value as CapacityChoice)}
        options={CAPACITY_OPTIONS.map(({ choice }) => ({
          value: choice,
          label: t(`meetingOrder.filter.capacityChoices.${choice}`),
        }))}
      />
      <div className={styles.panelLabel}>{t('meetingOrder.filter.devices')}</div>
      <Checkbox.Group
        value={draftDevices}
        onChange={(values) => setDraftDevices(values.map(String))}
        options={DEVICE_OPTIONS.map((device) => ({
          value: device,
          label: t(DEVICE_LABEL_KEYS[device] ?? device),
        }))}
      />
      <div className={styles.panelActions}>
        <Button onClick={() => apply('any', [])}>{t('meetingOrder.actions.reset')}</Button>
        <Button type="primary" onClick={() => apply(draftCapacity, draftDevices)}>
          {t('meetingOrder.actions.save')}
        </Button>
      </div>
    </div>
  );

  const activeCount = (capacity === 'any' ? 0 : 1) + devices.length;
  return (
    <Popover trigger="click" placement="bottomLeft" open={open} onOpenChange={openChange} content={content}>
      <Button
        icon={<FilterIcon />}
        type={activeCount > 0 ? 'primary' : 'default'}
        ghost={activeCount > 0}
        data-testid="room-filter-button"
        className={styles.trigger}
      >
        {activeCount > 0
          ? t('meetingOrder.filter.labelWithCount', { count: activeCount })
          : t('meetingOrder.filter.label')}
      </Button>
    </Popover>
  );
}
