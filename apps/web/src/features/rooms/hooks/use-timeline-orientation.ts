import { useState } from 'react';
import {
  parseOrientation,
  TIMELINE_ORIENTATION_KEY,
  type TimelineOrientation,
} from '../model/timeline-orientation.ts';

/** Horizontal or vertical timelines, remembered in localStorage across visits. */
export function useTimelineOrientation() {
  const [orientation, setOrientation] = useState(() =>
    parseOrientation(localStorage.getItem(TIMELINE_ORIENTATION_KEY)),
  );
  const choose = (next: TimelineOrientation) => {
    localStorage.setItem(TIMELINE_ORIENTATION_KEY, next);
    setOrientation(next);
  };
  return [orientation, choose] as const;
}
