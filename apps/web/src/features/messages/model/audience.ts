import type { BroadcastAudience } from '@portal/contracts';

/** The send form's fields. */
export interface BroadcastFields {
  title: string;
  content?: string;
  linkUrl?: string;
  audienceKind: BroadcastAudience['kind'];
  department?: string;
  emails?: string[];
}

/** An email typed or pasted among others: split on commas, semicolons, spaces and line breaks. */
export const EMAIL_SEPARATORS = [',', ';', '，', '；', ' ', '\n'];

/** The form's fields as the send call takes them. */
export function broadcastOf(fields: BroadcastFields) {
  const audience: BroadcastAudience =
    fields.audienceKind === 'department'
      ? { kind: 'department', department: fields.department?.trim() ?? '' }
      : fields.audienceKind === 'people'
        ? { kind: 'people', emails: (fields.emails ?? []).map((email) => email.trim()).filter(Boolean) }
        : { kind: 'everyone' };
  return {
    title: fields.title.trim(),
    content: fields.content?.trim() ?? '',
    linkUrl: fields.linkUrl?.trim() ?? '',
    audience,
  };
}
