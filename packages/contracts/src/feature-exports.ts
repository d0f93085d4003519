import * as features from './features.ts';

type Features = typeof features;

/** The features' exports whose names end with `Suffix`: their route groups or their error keys. */
export type FeatureExports<Suffix extends string> = Features[Extract<keyof Features, `${string}${Suffix}`>];

/** At run time, what FeatureExports names at compile time. */
export const featureExports = <Suffix extends string>(suffix: Suffix) =>
  Object.entries(features)
    .filter(([name]) => name.endsWith(suffix))
    .map(([, value]) => value as FeatureExports<Suffix>);
