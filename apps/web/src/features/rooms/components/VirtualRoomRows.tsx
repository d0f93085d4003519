import type { Room } from '@portal/contracts';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { roomRows } from '../model/room-rows.ts';
import styles from './room-list.module.css';

/** Grid cards are at least this wide (room-list.module.css `.grid`), with this gap. */
const GRID_CARD_MIN_PX = 210;
const GRID_GAP_PX = 12;
const LIST_GAP_PX = 10;
/** First guesses before a row is measured: a horizontal card, a vertical card. */
const ESTIMATED_ROW_PX = { horizontal: 84, vertical: 470 } as const;
/** Rows drawn beyond the window, so a fast scroll does not show blank space. */
const OVERSCAN_ROWS = 6;

interface VirtualRoomRowsProps {
  rooms: Room[];
  vertical: boolean;
  renderRoom: (room: Room) => ReactNode;
}

/**
 * A long room list (a whole city holds thousands of rooms) draws only the rows near the window:
 * one card per row in the horizontal layout, as many as fit across in the grid. The page keeps
 * the full height, so the scroll bar and the footer stay where they would be.
 */
export function VirtualRoomRows({ rooms, vertical, renderRoom }: VirtualRoomRowsProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [scrollMargin, setScrollMargin] = useState(0);

  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const update = () => {
      setWidth(container.clientWidth);
      setScrollMargin(container.getBoundingClientRect().top + window.scrollY);
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(container);
    return () => observer.disconnect();
  }, []);

  const columns = vertical
    ? Math.max(1, Math.floor((width + GRID_GAP_PX) / (GRID_CARD_MIN_PX + GRID_GAP_PX)))
    : 1;
  const rows = roomRows(rooms, columns);
  const gap = vertical ? GRID_GAP_PX : LIST_GAP_PX;
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => ESTIMATED_ROW_PX[vertical ? 'vertical' : 'horizontal'] + gap,
    overscan: OVERSCAN_ROWS,
    scrollMargin,
  });

  return (
    <div
      ref={containerRef}
      className={styles.virtual}
      style={{ height: virtualizer.getTotalSize() }}
      data-testid="room-list"
      data-virtual="true"
    >
      {virtualizer.getVirtualItems().map((item) => (
        <div
          key={item.key}
          ref={virtualizer.measureElement}
          data-index={item.index}
          className={vertical ? styles.virtualGridRow : styles.virtualListRow}
          style={{
            transform: `translateY(${item.start - scrollMargin}px)`,
            paddingBottom: gap,
            ...(vertical ? { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` } : {}),
          }}
        >
          {rows[item.index]?.map(renderRoom)}
        </div>
      ))}
    </div>
  );
}
