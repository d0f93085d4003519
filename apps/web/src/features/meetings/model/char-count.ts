import { charLength } from '@portal/contracts/text';

/**
 * antd's `count` for a limit in characters as the server and the database count them (an emoji is
 * one): `maxLength` counts UTF-16 units, so a field of emoji would stop at half its limit. Typing
 * stops at the limit here too.
 */
export const charCount = (max: number, show = false) => ({
  show,
  max,
  strategy: charLength,
  exceedFormatter: (value: string, { max: limit }: { max: number }) => [...value].slice(0, limit).join(''),
});
