import type { TFunction } from 'i18next';

/** Template types are codes; known ones are translated, one an editor adds later shows as written. */
export const templateTypeLabel = (t: TFunction, code: string): string =>
  t(`rules.templateTypes.${code}`, { defaultValue: code });
