import { z } from 'zod';

/** SPEC §7: success means response code 1. */
export const SUCCESS_CODE = 1;
/** SPEC §6/§8: code '302' means "not signed in"; the client goes to sign-on. */
export const NOT_SIGNED_IN_CODE = '302';
/** SPEC §7: every background request carries this marker header. */
export const XHR_HEADER = 'x-requested-with';
export const XHR_HEADER_VALUE = 'XMLHttpRequest';

export type ErrorCode = string | number;

export const envelopeOf = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.union([z.number(), z.string()]), message: z.string(), data });

export interface Envelope<T> {
  code: ErrorCode;
  message: string;
  data: T;
}
