import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { appIndexOf } from '../../../lib/hash-location.ts';

/** Back one page, or to `fallback` when this page was opened directly (nothing in the app to go back to). */
export function useGoBack(fallback: string) {
  const [, navigate] = useLocation();
  return useCallback(() => {
    if (appIndexOf(window.history.state) > 0) window.history.back();
    else navigate(fallback);
  }, [navigate, fallback]);
}
