/** <paykit-virtual-account>: VirtualAccountCard. */
import { VirtualAccountCard } from '../../react/components/VirtualAccountCard/VirtualAccountCard';
import { failed, ROOT_PART, type Renderer } from '../renderer';

export const render: Renderer = (values, emit) => (
  <VirtualAccountCard {...ROOT_PART} autoIssue={values.manualIssue !== true} onDetails={(details) => emit('paykit-details', details)} onError={failed(emit)} />
);
