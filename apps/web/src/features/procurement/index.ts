export { useProcurementList } from './hooks/use-procurement.ts';
export { formatMonth } from './model/months.ts';
