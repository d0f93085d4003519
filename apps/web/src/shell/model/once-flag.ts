/**
 * A flag that is true the first time it is asked for in this browser and false ever after
 *.
 */
export function takeFirstTime(storage: Pick<Storage, 'getItem' | 'setItem'>, key: string): boolean {
  if (storage.getItem(key)) return false;
  storage.setItem(key, new Date().toISOString());
  return true;
}
