/** What the checkout computes from a payment before it paints: the QR code and the grouped address. */
import { bench, describe } from 'vitest';
import { groupAddress } from '../src/react/components/CheckoutWidget/address';
import { qrShape } from '../src/react/components/CheckoutWidget/qr';

const TRON = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const ETH_URI = 'ethereum:0x52908400098527886E0F7030069857D2E4169EE7?value=1.234567890123456789e18';

describe('checkout render inputs', () => {
  bench('qrShape of a TRON address', () => {
    qrShape(TRON);
  });
  bench('qrShape of an Ethereum payment URI', () => {
    qrShape(ETH_URI);
  });
  bench('groupAddress of a TRON address', () => {
    groupAddress(TRON);
  });
});
