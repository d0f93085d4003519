const inFlight = new Map<string, Promise<unknown>>();
/** Keys of writes whose answer never came (or said the server failed): a retry sends them again. */
const unanswered = new Map<string, string>();

const newKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * Sends one write of this page at a time per `submission` (method, url and body): an identical
 * write still in flight shares its request, and a retry after a lost answer reuses the key the
 * lost one was sent with, so the server can replay its answer. An answered write forgets its key:
 * writing the same again later is a new write; so does one `answered` says the server refused for
 * good (the same request would be refused again).
 */
export function onceInFlight<T>(
  submission: string,
  send: (key: string) => Promise<T>,
  answered: (error: unknown) => boolean,
): Promise<T> {
  const running = inFlight.get(submission);
  if (running) return running as Promise<T>;
  const key = unanswered.get(submission) ?? newKey();
  const request = send(key).then(
    (answer) => {
      unanswered.delete(submission);
      return answer;
    },
    (error: unknown) => {
      if (answered(error)) unanswered.delete(submission);
      else unanswered.set(submission, key);
      throw error;
    },
  );
  const shared = request.finally(() => inFlight.delete(submission));
  inFlight.set(submission, shared);
  return shared;
}
