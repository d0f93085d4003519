import { Button, Selector } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEVICE_OPTIONS } from '../../../../api/contract-values.ts';
import { useRoomLocations } from '../../hooks/use-room-locations.ts';
import { placeLabel } from '../../model/place-names.ts';
import type { RoomSearch } from '../../model/search-filter.ts';
import {
  ANY_LOCATION,
  CAPACITY_OPTIONS,
  type CapacityChoice,
  DEVICE_LABEL_KEYS,
  type LocationOption,
  locationOptions,
} from '../../model/search-options.ts';
import styles from '../rooms-h5.module.css';

type FilterChoice = Pick<RoomSearch, 'capacity' | 'devices' | 'location'>;

interface FilterPanelProps {
  search: RoomSearch;
  onApply: (choice: FilterChoice) => void;
}

const EMPTY: FilterChoice = { capacity: 'any', devices: [], location: [ANY_LOCATION] };

/** Capacity, devices and the place, one level at a time; nothing is searched until 确定. */
export function FilterPanel({ search, onApply }: FilterPanelProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<FilterChoice>(search);
  const locations = useRoomLocations();
  const options = locationOptions(locations, t('meetingOrder.location.any'), (value) => placeLabel(value, t));
  // Each chosen level opens the next one's choices; 不限 ends the path there.
  const levels: LocationOption[][] = [options];
  for (const value of draft.location) {
    const children = levels.at(-1)?.find((option) => option.value === value)?.children;
    if (!value || !children) break;
    levels.push(children);
  }
  const chooseLevel = (depth: number, value: string) =>
    setDraft((current) => ({ ...current, location: [...current.location.slice(0, depth), value] }));

  return (
    <div className={styles.panel} data-testid="h5-filter-panel">
      <h3 className={styles.panelHeading}>{t('meetingOrder.filter.capacity')}</h3>
      <Selector
        columns={3}
        options={CAPACITY_OPTIONS.map((option) => ({
          label: t(`meetingOrder.filter.capacityChoices.${option.choice}`),
          value: option.choice,
        }))}
        value={[draft.capacity]}
        onChange={(values) =>
          setDraft((current) => ({ ...current, capacity: (values[0] ?? 'any') as CapacityChoice }))
        }
      />
      <h3 className={styles.panelHeading}>{t('meetingOrder.filter.devices')}</h3>
      <Selector
        multiple
        columns={3}
        options={DEVICE_OPTIONS.map((device) => ({
          label: t(DEVICE_LABEL_KEYS[device] ?? device),
          value: device,
        }))}
        value={draft.devices}
        onChange={(values) => setDraft((current) => ({ ...current, devices: values }))}
      />
      <h3 className={styles.panelHeading}>{t('h5.location')}</h3>
      {levels.map((level, depth) => (
        <Selector
          // biome-ignore lint/suspicious/noArrayIndexKey: a level's place in the path is its identity
          key={depth}
          className={styles.locationLevel}
          columns={3}
          options={level.map((option) => ({ label: option.label, value: option.value }))}
          value={[draft.location[depth] ?? ANY_LOCATION]}
          onChange={(values) => chooseLevel(depth, values[0] ?? ANY_LOCATION)}
        />
      ))}
      <div className={styles.panelActions}>
        <Button block onClick={() => setDraft(EMPTY)}>
          {t('meetingOrder.actions.reset')}
        </Button>
        <Button block color="primary" onClick={() => onApply(draft)} data-testid="h5-filter-apply">
          {t('h5.confirm')}
        </Button>
      </div>
    </div>
  );
}
