import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeClient } from '../../../test/fixtures/payments';
import { ptBR } from '../../locales/pt-BR';
import { zhCN } from '../../locales/zh-CN';
import { zhTW } from '../../locales/zh-TW';
import { usePaykit } from '../provider/context';
import { PaykitProvider } from '../provider/PaykitProvider';
import type { MessageKey } from './en';
import { loadPaykitLocale, paykitLocales } from './load-locale';
import type { PaykitLocale } from './locale';
import { resetNegotiationWarning } from './negotiate';
import { usePaykitLocale } from './usePaykitLocale';

afterEach(() => {
  vi.restoreAllMocks();
  resetNegotiationWarning();
});

/** A checkout key Simplified and Traditional Chinese word differently, so the script shows. */
const SCRIPT_KEY = (Object.keys(zhTW.messages) as MessageKey[]).find((key) => key.startsWith('checkout.') && zhTW.messages[key] !== zhCN.messages[key])!;

function Probe() {
  const { lang, locale, messages } = usePaykit('Probe');
  return <p data-testid="probe" data-lang={lang} data-locale={locale}>{`${messages['checkout.title']}|${messages[SCRIPT_KEY]}`}</p>;
}

/** A merchant's app: the payer's languages in, the kit in their language out. */
function App({ wanted }: { wanted: string | readonly string[] }) {
  const locale = usePaykitLocale(wanted);
  if (!locale) return <p>loading</p>;
  return (
    <PaykitProvider client={createFakeClient({ views: [] })} locale={locale}>
      <Probe />
    </PaykitProvider>
  );
}

const words = (locale: PaykitLocale) => `${locale.messages['checkout.title']}|${locale.messages[SCRIPT_KEY]}`;

describe('loadPaykitLocale: the kit’s one chain, for a React app', () => {
  it('knows every folder under src/locales, English first', () => {
    expect(paykitLocales()).toHaveLength(26);
    expect(paykitLocales()[0]).toBe('en');
    expect(paykitLocales()).toEqual(expect.arrayContaining(['pt-BR', 'zh-CN', 'zh-TW', 'ja', 'he']));
  });

  it.each([
    [['pt'], 'pt', 'pt-BR', ptBR],
    [['zh-HK'], 'zh-HK', 'zh-TW', zhTW],
    [['zh'], 'zh', 'zh-CN', zhCN],
    [['xx', 'pt_PT'], 'pt-PT', 'pt-BR', ptBR],
  ] as const)('%j: formatted as %s, in the words of %s', async (wanted, tag, _shipped, translation) => {
    const locale = await loadPaykitLocale(wanted);
    expect(locale).toEqual({ tag, messages: translation.messages });
  });

  it('en_US is English, the built-in: the tag alone, canonical for Intl and lang, with no chunk to load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(loadPaykitLocale('en_US')).resolves.toBe('en-US');
    expect(warn).not.toHaveBeenCalled();
  });

  it('a language paykit does not ship is English, with one warning however often it is asked', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(loadPaykitLocale(['xx'])).resolves.toBe('en');
    await expect(loadPaykitLocale(['xx-YY', 'qq'])).resolves.toBe('en');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('none of the languages asked for (xx) is shipped; using "en"');
  });
});

describe('usePaykitLocale through PaykitProvider', () => {
  it.each([
    [['pt'], 'pt-BR', ptBR, 'pt'],
    [['zh-HK'], 'zh-TW', zhTW, 'zh-HK'],
    [['zh'], 'zh-CN', zhCN, 'zh'],
  ] as const)('%j: the provider shows the %s words; lang and Intl follow the payer', async (wanted, _shipped, translation, tag) => {
    render(<App wanted={wanted} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    const probe = await screen.findByTestId('probe');
    expect(probe).toHaveTextContent(words(translation));
    expect(probe).toHaveAttribute('data-lang', tag);
    expect(probe).toHaveAttribute('data-locale', tag);
  });

  it('en_US renders at once, in English words (lang en) and American formatting, with no warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<App wanted={['en_US']} />);
    const probe = screen.getByTestId('probe');
    expect(probe).toHaveTextContent(/^Payment\|/);
    expect(probe).toHaveAttribute('data-lang', 'en');
    expect(probe).toHaveAttribute('data-locale', 'en-US');
    expect(warn).not.toHaveBeenCalled();
  });

  it('an unknown tag renders English at once, with one warning over every render', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { rerender } = render(<App wanted={['xx']} />);
    rerender(<App wanted={['xx']} />);
    expect(screen.getByTestId('probe')).toHaveTextContent(/^Payment\|/);
    expect(screen.getByTestId('probe')).toHaveAttribute('data-lang', 'en');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('a new list of languages (navigator.languages changed) switches the words; the same list again loads nothing', async () => {
    const { rerender } = render(<App wanted={['pt-BR']} />);
    expect(await screen.findByTestId('probe')).toHaveTextContent(words(ptBR));
    rerender(<App wanted={['pt-BR']} />);
    expect(screen.getByTestId('probe')).toHaveTextContent(words(ptBR));
    rerender(<App wanted={['zh-TW', 'pt-BR']} />);
    expect(await screen.findByText(words(zhTW))).toBeInTheDocument();
  });
});
