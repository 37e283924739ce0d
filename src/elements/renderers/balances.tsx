/** <paykit-balances>: BalanceList. */
import { BalanceList } from '../../dashboard/BalanceList/BalanceList';
import { failed, ROOT_PART, type Renderer } from '../renderer';

export const render: Renderer = (values, emit) => (
  <BalanceList {...ROOT_PART} refreshKey={values.refreshKey} onLoad={(balances) => emit('paykit-load', balances)} onError={failed(emit)} />
);
