/**
 * build-plugins/contract-values.ts: every plain value of the contracts, as `export const`s. Types
 * are the contracts' own; the schemas themselves are not there (a route keeps its method and path,
 * which is all src/api/contract-values.ts lets code see of it).
 */
declare module 'virtual:contract-values' {
  export * from '@portal/contracts';
}
