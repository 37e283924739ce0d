/** <paykit-fx-converter>: FxConverter. */
import { FxConverter } from '../../dashboard/FxConverter/FxConverter';
import { failed, ROOT_PART, type Renderer } from '../renderer';

export const render: Renderer = (_values, emit) => (
  <FxConverter
    {...ROOT_PART}
    onQuote={(quote) => emit('paykit-quote', quote)}
    onConverted={(conversion) => emit('paykit-converted', conversion)}
    onError={failed(emit)}
  />
);
