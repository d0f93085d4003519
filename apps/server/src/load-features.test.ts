import { ERROR_KEYS, LANGUAGES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import * as registry from './features/registry.ts';
import { type FeatureMessages, type MessageKey, translate } from './http/messages.ts';
import { installFeatureSentences } from './load-features.ts';

const features: Record<string, { routes?: unknown; messages?: FeatureMessages }> = registry;
const featureKeys = Object.values(features).flatMap(({ messages }) => [
  ...Object.keys(messages?.errors ?? {}),
  ...Object.keys(messages?.texts ?? {}),
]);
const parametersOf = (sentence: string) =>
  [...sentence.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).sort();

// The compiler already refuses an error key without a sentence and a sentence of no known key;
// these are what it cannot see once the features' tables are merged.
describe("the features' sentences", () => {
  installFeatureSentences();

  it('give each key once: a second sentence for a key would silently replace the first', () => {
    expect(featureKeys.length).toBeGreaterThan(200);
    expect(new Set(featureKeys).size).toBe(featureKeys.length);
  });

  it('read every error key and every text in both languages, with the same parameters', () => {
    for (const key of new Set<MessageKey>([...ERROR_KEYS, ...(featureKeys as MessageKey[])])) {
      const [zh, en] = LANGUAGES.map((language) => translate(key, language));
      expect(zh, key).not.toBe('');
      expect(en, key).not.toBe('');
      expect(parametersOf(zh ?? ''), key).toEqual(parametersOf(en ?? ''));
    }
  });
});
