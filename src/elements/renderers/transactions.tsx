/** <paykit-transactions>: TransactionList. */
import { TransactionList } from '../../dashboard/TransactionList/TransactionList';
import { failed, ROOT_PART, text, type Renderer } from '../renderer';

export const render: Renderer = (values, emit) => {
  const paymentLinkId = text(values.paymentLinkId);
  return (
    <TransactionList
      {...ROOT_PART}
      {...(paymentLinkId ? { defaultFilters: { paymentLinkId } } : {})}
      onFiltersChange={(filters) => emit('paykit-filters-change', filters)}
      onExport={(result) => emit('paykit-export', result)}
      onError={failed(emit)}
    />
  );
};
