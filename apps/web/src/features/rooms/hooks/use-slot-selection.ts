import useApp from 'antd/es/app/useApp';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clickSlot, NO_SELECTION, type SlotClick, type SlotSelection } from '../model/range-selection.ts';

/**
 * The desktop selection and the slot under the pointer for the hover preview.
 * The handlers read the selection through a ref so they stay the same between renders and the
 * memoised room rows that did not change are not redrawn.
 */
export function useSlotSelection() {
  const { t } = useTranslation();
  const { message } = useApp();
  const [selection, setSelection] = useState<SlotSelection>(NO_SELECTION);
  const [hoverIndex, setHoverIndex] = useState<number | null>(null);
  const current = useRef(selection);
  current.current = selection;

  const click = useCallback(
    (slotClick: SlotClick) => {
      const outcome = clickSlot(current.current, slotClick);
      // A booking may not include past, disabled or booked slots; the first click stays.
      if (outcome.rejected) void message.warning(t('meetingOrder.selection.rejected'));
      current.current = outcome.selection;
      setSelection(outcome.selection);
      setHoverIndex(null);
    },
    [message, t],
  );

  /** Only the room with a first click previews; elsewhere the pointer leaves no trace. */
  const hover = useCallback((roomId: number, index: number | null) => {
    const started = current.current.kind === 'started' && current.current.roomId === roomId;
    setHoverIndex(started ? index : null);
  }, []);

  const clear = useCallback(() => {
    current.current = NO_SELECTION;
    setSelection(NO_SELECTION);
    setHoverIndex(null);
  }, []);

  // Esc closes the Cancel/Book popup the way Cancel does.
  const active = selection.kind !== 'none';
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') clear();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [active, clear]);

  return { selection, hoverIndex, click, hover, clear };
}
