/** Balances and FX conversion: BalanceList, FxConverter. */
export { enDashboardMoney, type DashboardMoneyKey, type DashboardMoneyMessages } from '../react/i18n/en-dashboard-money';
export { BalanceList, type BalanceListProps, type BalanceListOwnProps, type BalanceListState } from './BalanceList';
export { FxConverter, type FxConverterProps, type FxConverterOwnProps, type FxConverterState, type FxSide, fxRefusal, type FxRefusal } from './FxConverter';
