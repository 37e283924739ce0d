import { describe, expect, it } from 'vitest';
import { explorerName, explorerUrl, middleShortened, safeReturnUrl } from './links';

describe('the return link', () => {
  it('keeps an absolute http(s) URL', () => {
    expect(safeReturnUrl('https://shop.example/orders/42')).toBe('https://shop.example/orders/42');
    expect(safeReturnUrl('http://localhost:3000/')).toBe('http://localhost:3000/');
  });

  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x', '/orders/42', '', 'https//broken'])(
    'gives no link for %j',
    (url) => {
      expect(safeReturnUrl(url)).toBeNull();
    },
  );
});

describe('the explorer link', () => {
  it('has defaults for TRON, Ethereum, Solana and Bitcoin', () => {
    expect(explorerUrl('tron', 'abc123')).toBe('https://tronscan.org/#/transaction/abc123');
    expect(explorerUrl('ethereum', '0xabc')).toBe('https://etherscan.io/tx/0xabc');
    expect(explorerUrl('solana', '5Vx9')).toBe('https://solscan.io/tx/5Vx9');
    expect(explorerUrl('bitcoin', 'ff00')).toBe('https://mempool.space/tx/ff00');
    expect(explorerUrl('dogecoin', 'ff00')).toBeNull();
    expect(explorerUrl(null, 'ff00')).toBeNull();
  });

  it('takes the merchant’s template for a network', () => {
    expect(explorerUrl('tron', 'abc', { tron: 'https://nile.tronscan.org/#/transaction/{hash}' })).toBe('https://nile.tronscan.org/#/transaction/abc');
    expect(explorerUrl('ethereum', 'abc', { tron: 'https://x.example/{hash}' })).toBe('https://etherscan.io/tx/abc');
  });

  it.each(['javascript:alert("{hash}")', 'data:text/html,{hash}', 'http://plain.example/tx/{hash}', 'https://no-hash.example/tx/', 'not a url {hash}'])(
    'refuses the template %j',
    (template) => {
      expect(explorerUrl('tron', 'abc', { tron: template })).toBeNull();
    },
  );

  it.each(['../../admin', 'abc?evil=1', 'abc#frag', 'abc/../../x', 'a b', '%2e%2e', '..'])(
    'gives no link for a hash that tries to be a path or query: %j',
    (hash) => {
      expect(explorerUrl('ethereum', hash)).toBeNull();
    },
  );
});

describe('a long identifier', () => {
  it('keeps its head and tail', () => {
    expect(middleShortened('TXYZabcdefghijklmnop9fQ2')).toBe('TXYZab…9fQ2');
    expect(middleShortened('short')).toBe('short');
  });
});

describe('explorerName', () => {
  it('names the default explorer, and none for a merchant’s own template or an unknown network', () => {
    expect(explorerName('tron')).toBe('Tronscan');
    expect(explorerName('ethereum', { tron: 'https://nile.tronscan.org/#/transaction/{hash}' })).toBe('Etherscan');
    expect(explorerName('tron', { tron: 'https://nile.tronscan.org/#/transaction/{hash}' })).toBeUndefined();
    expect(explorerName('dogecoin')).toBeUndefined();
    expect(explorerName(null)).toBeUndefined();
  });
});
