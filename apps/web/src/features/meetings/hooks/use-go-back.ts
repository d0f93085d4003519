import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/** Back one page, or to `fallback` when this page was opened directly (nothing in the app to go back to). */
export function useGoBack(fallback: string) {
  const navigate = useNavigate();
  return useCallback(() => {
    // react-router numbers its history entries; 0 means this is the first page of the app.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(fallback);
  }, [navigate, fallback]);
}
