export { TransactionList, type TransactionListProps, type TransactionListOwnProps, type TransactionListPhase } from './TransactionList';
export type { TransactionFilters } from './filters';
export { transactionsCsv, csvField, CSV_COLUMNS } from './csv';
export { DEFAULT_EXPORT_CAP } from './fetchAll';
