import { QueryClient } from '@tanstack/react-query';

/** The app's one query cache: the first view's data is asked for here before React renders. */
export const queryClient = new QueryClient({
  defaultOptions: {
    // The client already showed the message; retrying a refused call would only repeat it.
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
