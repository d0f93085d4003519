import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

/** The part of a contract (zod) schema a form rule needs. */
interface FieldSchema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: { message: string }[] } };
}

/**
 * An antd Form rule that checks a field with the contract's own schema (the one the server
 * validates with), so limits are written once. Issue messages are message keys such as
 * `meeting.nameTooLong`; they are translated under `rules` (`createMeeting.rules` by default),
 * which also holds the fallback `invalid`.
 */
export function contractRule(schema: FieldSchema, t: TFunction, rules = 'createMeeting.rules'): FormRule {
  return {
    validator: async (_rule, value) => {
      const result = schema.safeParse(value ?? '');
      if (result.success) return;
      const key = result.error.issues[0]?.message ?? 'invalid';
      throw new Error(t(`${rules}.${key}`, { defaultValue: t(`${rules}.invalid`) }));
    },
  };
}
