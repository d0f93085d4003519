import { useSyncExternalStore } from 'react';
import { NARROW_SCREEN_QUERY } from '../model/help-widget.ts';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(NARROW_SCREEN_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Whether the screen is phone-sized right now (follows rotation and window resizing). */
export const useNarrowScreen = () =>
  useSyncExternalStore(subscribe, () => window.matchMedia(NARROW_SCREEN_QUERY).matches);
