import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from './context.ts';
import type { JobHandler } from './features/jobs/index.ts';
import * as registry from './features/registry.ts';
import { type FeatureMessages, installSentences, type Sentence } from './http/messages.ts';

/**
 * What a feature's index.ts exports as `feature`: its routes plugin, its words, and the handlers of
 * the jobs it queues, each when it has them.
 */
interface FeatureModule {
  routes?: FastifyPluginAsync;
  messages?: FeatureMessages;
  jobs?: (ctx: AppContext) => Record<string, JobHandler>;
}

type Feature = (typeof registry)[keyof typeof registry];
type ErrorKeyOf<F> = F extends { messages: { errors: infer Errors } } ? keyof Errors : never;
type TextKeyOf<F> = F extends { messages: { texts: infer Texts } } ? keyof Texts : never;

declare module './http/messages.ts' {
  // The keys a success message, notice or mail may name: every feature's texts.
  interface FeatureTexts extends Record<TextKeyOf<Feature>, Sentence> {}
}

// A registry entry that is not a feature module does not compile here.
const features: Record<string, FeatureModule> = registry;

const sentences: Record<ErrorKeyOf<Feature> | TextKeyOf<Feature>, Sentence> = Object.assign(
  {},
  ...Object.values(features).flatMap(({ messages }) => [messages?.errors, messages?.texts]),
);

/**
 * Hands http every feature's sentences. A compile error here names an error key of the contracts
 * that no feature's messages.ts gives a sentence.
 */
export const installFeatureSentences = () => installSentences(sentences);

/** Registers the routes of every feature of the registry, after handing their words to http. */
export async function registerFeatures(app: FastifyInstance) {
  installFeatureSentences();
  for (const { routes } of Object.values(features)) if (routes) await app.register(routes);
}

/** The handlers of every feature's jobs, by kind, for the job worker. */
export const featureJobHandlers = (ctx: AppContext): Record<string, JobHandler> =>
  Object.assign({}, ...Object.values(features).map(({ jobs }) => jobs?.(ctx)));
