import type { ErrorKey } from '@portal/contracts';

/**
 * Why the parser refuses a file, as plain data: it is thrown inside the parsing worker and crosses
 * to the request's thread as a message, where it becomes the 400 answer.
 */
export class SheetRefusal extends Error {
  constructor(
    readonly key: Extract<ErrorKey, `import.${string}`>,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
  }
}
