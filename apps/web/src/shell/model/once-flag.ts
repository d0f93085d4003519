/**
 * A flag that is true the first time it is asked for in this browser and false ever after
 * (SPEC §1: the one-time dialog's once-only flag lives in local storage).
 */
export function takeFirstTime(storage: Pick<Storage, 'getItem' | 'setItem'>, key: string): boolean {
  if (storage.getItem(key)) return false;
  storage.setItem(key, new Date().toISOString());
  return true;
}
