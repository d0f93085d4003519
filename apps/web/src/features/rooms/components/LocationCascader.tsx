import { Cascader } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoomLocations } from '../hooks/use-room-locations.ts';
import { placeLabel } from '../model/place-names.ts';
import { ANY_LOCATION, locationOptions } from '../model/search-options.ts';
import { PinIcon } from './icons.tsx';
import styles from './search-bar.module.css';

interface LocationCascaderProps {
  value: string[];
  onChange: (location: string[]) => void;
}

/** City → building → floor of the rooms, 不限 at every level; a choice reloads the list at once. */
export function LocationCascader({ value, onChange }: LocationCascaderProps) {
  const { t, i18n } = useTranslation();
  const locations = useRoomLocations();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the labels follow the language.
  const options = useMemo(
    () => locationOptions(locations, t('meetingOrder.location.any'), (value) => placeLabel(value, t)),
    [locations, i18n.language, t],
  );
  // "深圳 / 会展湾T10栋" rather than "深圳 / 会展湾T10栋 / 不限"; all 不限 reads 全部地点.
  const displayRender = (labels: string[]) => {
    const named = value.filter((level) => level !== ANY_LOCATION).length;
    return named === 0 ? t('meetingOrder.location.anyPlace') : labels.slice(0, named).join(' / ');
  };
  return (
    <Cascader
      data-testid="location-cascader"
      className={styles.cascader}
      options={options}
      value={value}
      allowClear={false}
      prefix={<PinIcon />}
      displayRender={displayRender}
      onChange={(path) => onChange(path.length > 0 ? path.map(String) : [ANY_LOCATION])}
    />
  );
}
