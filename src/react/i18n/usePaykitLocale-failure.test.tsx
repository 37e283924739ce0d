import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeClient } from '../../../test/fixtures/payments';
import { usePaykit } from '../provider/context';
import { PaykitProvider } from '../provider/PaykitProvider';
import { loadPaykitLocale } from './load-locale';
import { usePaykitLocale } from './usePaykitLocale';

// Every translation's chunk fails to load, as on a dropped connection.
vi.mock('./language-folders', async (original) => {
  const actual = await original<typeof import('./language-folders')>();
  return {
    ...actual,
    loadersByTag: (modules: Record<string, unknown>) =>
      Object.fromEntries(Object.keys(modules).map((path) => [actual.tagOfPath(path), () => Promise.reject(new Error('chunk failed'))])),
  };
});

afterEach(() => vi.restoreAllMocks());

function Probe() {
  const { lang, locale, messages } = usePaykit('Probe');
  return (
    <p data-testid="probe" data-lang={lang} data-locale={locale}>
      {messages['checkout.title']}
    </p>
  );
}

function App({ wanted }: { wanted: readonly string[] }) {
  const locale = usePaykitLocale(wanted);
  if (!locale) return <p>loading</p>;
  return (
    <PaykitProvider client={createFakeClient({ views: [] })} locale={locale}>
      <Probe />
    </PaykitProvider>
  );
}

describe('a translation whose chunk fails to load', () => {
  it('loadPaykitLocale rejects, so the app decides', async () => {
    await expect(loadPaykitLocale(['de-AT'])).rejects.toThrow('chunk failed');
  });

  it('usePaykitLocale gives the payer’s tag: English words, their numbers and dates, and a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<App wanted={['de-AT']} />);
    const probe = await screen.findByTestId('probe');
    expect(probe).toHaveTextContent('Payment');
    expect(probe).toHaveAttribute('data-lang', 'en');
    expect(probe).toHaveAttribute('data-locale', 'de-AT');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('the translation for "de-AT" did not load'));
  });
});
