import { type PartnerMode, partnerLinkParams, partnerMode } from '../../api/partner-mode.ts';

/** A path between the phone pages: partner mode's `from`, `code` and `userId` always go along. */
export function h5Path(
  path: string,
  params: Record<string, string> = {},
  mode: PartnerMode | null = partnerMode,
): string {
  const text = new URLSearchParams({ ...partnerLinkParams(mode), ...params }).toString();
  return text ? `${path}?${text}` : path;
}
