import type { CoreErrorKey, ErrorKey, Language } from '@portal/contracts';

/** One message in both languages; `{name}` marks a parameter filled in by `translate`. */
export type Sentence = Record<Language, string>;

/** The error keys a feature gives sentences for: every key of the contracts but the core ones below. */
type FeatureErrorKey = Exclude<ErrorKey, CoreErrorKey>;

/**
 * A feature's words (`features/<feature>/messages.ts`): `errors`, the sentence of each refusal it
 * raises (an ErrorKey of the contracts, so an unknown key is a compile error), and `texts`, what it
 * says otherwise (success messages, in-app notices, mail).
 */
export interface FeatureMessages {
  errors?: Partial<Record<FeatureErrorKey, Sentence>>;
  texts?: Record<string, Sentence>;
}

/**
 * The keys of every feature's `texts`. http imports no feature: load-features.ts fills this in by
 * declaration merging, so a success message, notice or mail text with no sentence still does not
 * compile.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by load-features.ts
export interface FeatureTexts {}

export type MessageKey = 'ok' | ErrorKey | keyof FeatureTexts;
export type MessageParams = Record<string, string | number>;

/**
 * The messages that belong to no feature, in both languages: the neutral success and the refusals
 * any call can meet. ErrorKeys are also what the contract's zod schemas put in their issues, so a
 * validation failure reads as a sentence, not a stack of paths.
 */
const coreSentences = {
  ok: { zh: '操作成功', en: 'Operation succeeded' },
  'auth.notSignedIn': { zh: '登录已失效，请重新登录', en: 'Please sign in again' },
  'auth.xhrRequired': {
    zh: '请求缺少 X-Requested-With 标记',
    en: 'The request lacks the X-Requested-With marker',
  },
  'auth.forbidden': { zh: '没有权限', en: 'Not authorized' },
  'server.error': { zh: '服务器发生错误', en: 'An error occurred on the server' },
  'request.invalid': { zh: '请求参数不正确：{field}', en: 'Invalid request: {field}' },
  'request.notFound': { zh: '未找到', en: 'Not found' },
  'request.badJson': { zh: '请求内容不是有效的 JSON', en: 'The request body is not valid JSON' },
  'request.tooLarge': { zh: '请求内容过大', en: 'The request is too large' },
  'request.unsupportedType': { zh: '不支持该请求内容类型', en: 'That content type is not supported' },
  'request.tooManyRequests': { zh: '请求过于频繁，请稍后再试', en: 'Too many requests; try again later' },
  'request.nulByte': { zh: '文字中不能含有空字符（NUL）', en: 'Text must not contain NUL characters' },
  'request.idRange': {
    zh: '编号应为 1 到 2147483647 之间的整数',
    en: 'Ids are whole numbers from 1 to 2147483647',
  },
  'request.tooManyWrites': {
    zh: '操作过于频繁：每分钟最多 {limit} 次，请 {seconds} 秒后再试',
    en: 'Too many changes: at most {limit} a minute; try again in {seconds} seconds',
  },
  'request.idempotencyKeyInvalid': {
    zh: 'Idempotency-Key 应为 1 到 100 个字母、数字或 -_.:',
    en: 'An Idempotency-Key is 1 to 100 letters, digits or -_.:',
  },
  'request.idempotencyKeyReused': {
    zh: '该 Idempotency-Key 已用于另一项操作，请刷新页面后重新提交',
    en: 'That Idempotency-Key was already used for a different change; reload the page and submit again',
  },
  'request.idempotencyPending': {
    zh: '同一操作仍在处理中，请稍后刷新查看结果',
    en: 'The same change is still being processed; reload in a moment to see its result',
  },
  'time.format': { zh: '时间格式应为 YYYY-MM-DD HH:mm:ss', en: 'Times must look like YYYY-MM-DD HH:mm:ss' },
  'date.format': { zh: '日期格式应为 YYYY-MM-DD', en: 'Dates must look like YYYY-MM-DD' },
  'time.endAfterStart': { zh: '结束时间必须晚于开始时间', en: 'The end must be after the start' },
} satisfies Record<'ok' | CoreErrorKey, Sentence>;

/** Every sentence by its key: the core ones until the features' are installed. */
let sentences: Partial<Record<MessageKey, Sentence>> = coreSentences;

/**
 * Adds every feature's sentences (load-features.ts, when the app is built). The type asks for one
 * per error key of the contracts and per text key, so a key without a sentence is a compile error
 * there.
 */
export function installSentences(featureSentences: Record<FeatureErrorKey | keyof FeatureTexts, Sentence>) {
  sentences = { ...coreSentences, ...featureSentences };
}

export function translate(key: MessageKey, language: Language, params: MessageParams = {}): string {
  const sentence = sentences[key];
  if (!sentence) throw new Error(`No sentence for "${key}": the features' sentences come with the built app`);
  return sentence[language].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
