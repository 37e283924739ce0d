/** The pure pieces: still-due math, address grouping, QR payloads. */
import { describe, expect, it } from 'vitest';
import { correctionLevel, decodeGrid, pathToGrid } from '../../../../test/fixtures/qr';
import { groupAddress } from './address';
import { qrPayload } from './payment-uri';
import { QR_MARGIN, qrShape } from './qr';
import { checkoutState, receivedShare, stillDue } from './state';

describe('stillDue', () => {
  it.each([
    ['100.000001', '40.5', 'USDT', '59.500001'],
    ['0.3', '0.1', 'USDT', '0.2'],
    ['0.3', '0.2', 'USDT', '0.1'],
    ['125.50', '0', 'USDT', '125.50'],
    ['10', '10.000000', 'USDT', '0.000000'],
    ['10', '12', 'USDT', '0'],
    ['1', '0.99999999', 'BTC', '0.00000001'],
    ['99999999999999999.999999', '0.000001', 'USDT', '99999999999999999.999998'],
  ])('%s asked, %s received → %s %s still due', (amount, received, currency, due) => {
    expect(stillDue({ amount, amount_received: received, currency })).toBe(due);
  });

  it('rounds digits beyond the currency precision up, never asking for less than owed', () => {
    expect(stillDue({ amount: '10.0000005', amount_received: '0', currency: 'USDT' })).toBe('10.000001');
    expect(stillDue({ amount: '1.001', amount_received: '0', currency: 'USD' })).toBe('1.01');
  });
});

describe('receivedShare', () => {
  it('is what arrived out of the amount, as the exact decimal strings (no float division of money)', () => {
    expect(receivedShare('40.50', '100.000001')).toEqual({ received: '40.50', of: '100.000001' });
    expect(receivedShare('0.1', '0.3')).toEqual({ received: '0.1', of: '0.3' });
  });

  it('is an empty bar when nothing arrived, and never longer than the amount', () => {
    expect(receivedShare('0', '12.00')).toEqual({ received: '0', of: '12.00' });
    expect(receivedShare('12.00', '12.00')).toEqual({ received: '12.00', of: '12.00' });
    expect(receivedShare('130.00', '125.50')).toEqual({ received: '125.50', of: '125.50' });
    expect(receivedShare('12.000000000000000001', '12')).toEqual({ received: '12', of: '12' });
  });
});

describe('checkoutState', () => {
  it('is loading without a view, error when the payment does not exist', () => {
    expect(checkoutState({ view: null, error: null, fatal: false })).toBe('loading');
    expect(checkoutState({ view: null, error: null, fatal: true })).toBe('error');
  });
});

describe('groupAddress', () => {
  it('groups by four and emphasises whole groups covering the first and last six characters', () => {
    const groups = groupAddress('TJRabPrwbZy45sbavfcjinPJC18kjpRTv8');
    expect(groups.map((group) => group.map((chunk) => chunk.text).join(''))).toEqual(['TJRa', 'bPrw', 'bZy4', '5sba', 'vfcj', 'inPJ', 'C18k', 'jpRT', 'v8']);
    expect(groups[0]).toEqual([{ text: 'TJRa', emphasised: true }]);
    expect(groups[1]).toEqual([{ text: 'bPrw', emphasised: true }]);
    expect(groups[2]).toEqual([{ text: 'bZy4', emphasised: false }]);
    expect(groups[6]).toEqual([{ text: 'C18k', emphasised: false }]);
    expect(groups[7]).toEqual([{ text: 'jpRT', emphasised: true }]);
    expect(groups[8]).toEqual([{ text: 'v8', emphasised: true }]);
  });

  it('emphasises everything in an address shorter than both ends', () => {
    expect(
      groupAddress('abcdefgh')
        .flat()
        .every((chunk) => chunk.emphasised),
    ).toBe(true);
  });
});

describe('qrPayload', () => {
  const address = 'ADDR';
  it('plain address for USDT on TRON, SPL tokens on Solana, tokens on Ethereum and unknown networks', () => {
    expect(qrPayload({ network: 'tron', currency: 'USDT', address }, '10')).toEqual({ text: address, kind: 'address' });
    expect(qrPayload({ network: 'solana', currency: 'USDC', address }, '10')).toEqual({ text: address, kind: 'address' });
    expect(qrPayload({ network: 'ethereum', currency: 'USDT', address }, '10')).toEqual({ text: address, kind: 'address' });
    expect(qrPayload({ network: null, currency: 'USDT', address }, '10')).toEqual({ text: address, kind: 'address' });
  });

  it('payment URIs where wallets agree', () => {
    expect(qrPayload({ network: 'bitcoin', currency: 'BTC', address }, '0.00125').text).toBe('bitcoin:ADDR?amount=0.00125');
    expect(qrPayload({ network: 'solana', currency: 'SOL', address }, '1.5').text).toBe('solana:ADDR?amount=1.5');
    expect(qrPayload({ network: 'ethereum', currency: 'ETH', address }, '0.000000000000000001').text).toBe('ethereum:ADDR?value=1');
    expect(qrPayload({ network: 'ethereum', currency: 'ETH', address }, '1.25').text).toBe('ethereum:ADDR?value=1250000000000000000');
  });
});

describe('qrShape', () => {
  it('draws a code that reads back as the text, with error correction M or better, inside its quiet zone', () => {
    const texts = [
      'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
      'bitcoin:1BoatSLRHtKNngkdXEeobR76b53LETtpyT?amount=0.00125',
      'ethereum:0x52908400098527886E0F7030069857D2E4169EE7@1/transfer?address=0x8ba1f109551bD432803012645Ac136ddd64DBA72&uint256=1250000',
      `https://kyc.example.test/liveness/${'s'.repeat(180)}`,
    ];
    for (const text of texts) {
      const shape = qrShape(text);
      const grid = pathToGrid(shape.path, shape.size);
      expect(decodeGrid(grid)).toBe(text);
      expect(['M', 'Q', 'H']).toContain(correctionLevel(grid, QR_MARGIN));
      expect(grid[0]!.some(Boolean) || grid.some((row) => row[0])).toBe(false);
    }
  });

  it('reads the declared level from the format bits, so the check above can fail', () => {
    const shape = qrShape('bitcoin:1BoatSLRHtKNngkdXEeobR76b53LETtpyT');
    const grid = pathToGrid(shape.path, shape.size);
    grid[8 + QR_MARGIN]![QR_MARGIN] = !grid[8 + QR_MARGIN]![QR_MARGIN];
    expect(correctionLevel(grid, QR_MARGIN)).toBeNull();
  });
});
