export { BalanceList, type BalanceListProps, type BalanceListOwnProps, type BalanceListState } from './BalanceList';
