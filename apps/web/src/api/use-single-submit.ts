import { useCallback, useRef, useState } from 'react';

/**
 * A submit that runs once at a time: clicks while it is pending are ignored at once (a ref, not
 * the next render: a double click lands before React re-renders the button disabled), and
 * `pending` disables the button until the write settles.
 */
export function useSingleSubmit() {
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const run = useCallback(async (work: () => Promise<unknown>) => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    try {
      await work();
    } finally {
      running.current = false;
      setPending(false);
    }
  }, []);
  return { pending, run };
}
