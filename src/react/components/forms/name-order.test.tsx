import { screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFormsClient, FORMS_NOW, owners, validKyb, validKyc } from '../../../../test/fixtures/onboarding-forms';
import { renderWithPaykit } from '../../../../test/fixtures/render';
import { en } from '../../../locales/en';
import { de } from '../../../locales/de';
import { ja } from '../../../locales/ja';
import { ko } from '../../../locales/ko';
import { vi as vietnamese } from '../../../locales/vi';
import { zhCN } from '../../../locales/zh-CN';
import { zhTW } from '../../../locales/zh-TW';
import type { PaykitLocale } from '../../i18n/locale';
import { familyNameFirst, writtenName } from '../../i18n/name-order';
import { KybForm } from '../KybForm/KybForm';
import { KycForm } from '../KycForm/KycForm';
import { inNameOrder } from './name-fields';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

/** The languages whose forms ask the family name first (CLDR's surnameFirst), shipped or a merchant's own (hu). */
const FAMILY_FIRST: PaykitLocale[] = [ja, ko, zhCN, zhTW, vietnamese, { tag: 'hu', messages: en.messages }];
const GIVEN_FIRST: PaykitLocale[] = [en, de, { tag: 'en-XA', messages: en.messages }];

const renderIn = (locale: PaykitLocale, ui: ReactElement) => renderWithPaykit(ui, { locale, now: () => FORMS_NOW, client: createFormsClient() });
/** The name inputs' ids in the order the page shows them. */
const nameOrder = (root: ParentNode = document) =>
  [...root.querySelectorAll<HTMLInputElement>('input[id$="first_name"], input[id$="last_name"]')].map((input) => input.id);

describe('familyNameFirst', () => {
  it.each(['ja', 'ko', 'zh-CN', 'zh-TW', 'zh-Hant-HK', 'vi', 'hu', 'yue', 'JA_jp'])('%s: family name first', (lang) => {
    expect(familyNameFirst(lang)).toBe(true);
  });

  it.each(['en', 'de', 'fr', 'th', 'id', 'ms', 'fil', 'hi', 'ar', 'he', 'fa', 'tr', 'pt-BR', 'en-XA', ''])('%s: given name first', (lang) => {
    expect(familyNameFirst(lang)).toBe(false);
  });
});

describe('writtenName', () => {
  it.each([
    ['en', 'Ada', 'Lovelace', 'Ada Lovelace'],
    ['hu', 'János', 'Kovács', 'Kovács János'],
    ['vi', 'Văn An', 'Nguyễn', 'Nguyễn Văn An'],
    ['ja', '太郎', '山田', '山田 太郎'],
    ['zh-CN', '小明', '王', '王小明'],
    ['zh-TW', '小明', '王', '王小明'],
    ['ko', '민준', '김', '김민준'],
    ['ko', 'Minjun', 'Kim', 'Kim Minjun'],
    ['zh-CN', 'Xiaoming', '王', '王 Xiaoming'],
    ['ja', '', ' 山田 ', '山田'],
    ['en', '', '', ''],
  ])('%s: %j and %j → %j', (lang, given, family, written) => {
    expect(writtenName(given, family, lang)).toBe(written);
  });
});

describe('inNameOrder', () => {
  const paths = [
    'legal_name',
    'beneficial_owners[0].first_name',
    'beneficial_owners[0].last_name',
    'beneficial_owners[0].date_of_birth',
    'beneficial_owners[1].first_name',
    'beneficial_owners[1].last_name',
  ];

  it('swaps each person’s two name questions when the family name comes first, and nothing else', () => {
    expect(inNameOrder(paths, true)).toEqual([
      'legal_name',
      'beneficial_owners[0].last_name',
      'beneficial_owners[0].first_name',
      'beneficial_owners[0].date_of_birth',
      'beneficial_owners[1].last_name',
      'beneficial_owners[1].first_name',
    ]);
    expect(inNameOrder(['first_name', 'last_name', 'date_of_birth'], true)).toEqual(['last_name', 'first_name', 'date_of_birth']);
  });

  it('keeps the order as it is when the given name comes first', () => {
    expect(inNameOrder(paths, false)).toEqual(paths);
  });
});

describe('KycForm asks the name in the order its language writes one', () => {
  it.each(FAMILY_FIRST.map((locale) => [locale.tag, locale]))('%s: family name, then given name', (_tag, locale) => {
    renderIn(locale, <KycForm />);
    expect(nameOrder()).toEqual(['last_name', 'first_name']);
    expect(screen.getAllByRole('textbox')[0]).toHaveAccessibleName(locale.messages['forms.last_name.label']);
  });

  it.each(GIVEN_FIRST.map((locale) => [locale.tag, locale]))('%s: given name, then family name', (_tag, locale) => {
    renderIn(locale, <KycForm />);
    expect(nameOrder()).toEqual(['first_name', 'last_name']);
  });

  it('ja: the empty-form summary links the family name, the first question; the body keeps its field names', async () => {
    const onSubmit = vi.fn(() => new Promise<never>(() => {}));
    renderIn(ja, <KycForm onSubmit={onSubmit} />);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: ja.messages['forms.submit'] }));
    const summary = document.querySelector<HTMLElement>('[data-part="error-summary"]')!;
    expect(within(summary).getAllByRole('link')[0]).toHaveAttribute('href', '#last_name');
  });

  it('ja: 姓 and 名 typed in their places are sent as last_name and first_name', async () => {
    const onSubmit = vi.fn(() => new Promise<never>(() => {}));
    renderIn(ja, <KycForm onSubmit={onSubmit} defaultValues={{ ...validKyc, first_name: '', last_name: '' }} />);
    const user = userEvent.setup({ delay: null });
    const [family, given] = screen.getAllByRole('textbox');
    await user.type(family!, '山田');
    await user.type(given!, '太郎');
    await user.click(screen.getByRole('button', { name: ja.messages['forms.submit'] }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toEqual([expect.objectContaining({ first_name: '太郎', last_name: '山田' })]);
  });
});

describe('KybForm’s beneficial owners follow the same order', () => {
  it('ja: an owner is asked family name first, named family name first, and a new owner’s form opens on the family name', async () => {
    const yamada = { ...owners.ada, first_name: 'Taro', last_name: 'Yamada' };
    renderIn(ja, <KybForm defaultValues={{ ...validKyb, beneficial_owners: [yamada, owners.grace] }} />);
    expect(screen.getByRole('heading', { name: 'Yamada Taro' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hopper Grace' })).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: ja.messages['forms.owner.addAnother'] }));
    const added = document.querySelector<HTMLElement>('li[data-owner="2"]')!;
    expect(nameOrder(added)).toEqual(['beneficial_owners-2-last_name', 'beneficial_owners-2-first_name']);
    expect(document.getElementById('beneficial_owners-2-last_name')).toHaveFocus();
  });

  it('en: as before, given name first, named "Ada Lovelace", a new owner’s form opens on the first name', async () => {
    renderIn(en, <KybForm defaultValues={validKyb} />);
    expect(screen.getByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Add another owner' }));
    expect(nameOrder(document.querySelector<HTMLElement>('li[data-owner="2"]')!)).toEqual(['beneficial_owners-2-first_name', 'beneficial_owners-2-last_name']);
    expect(document.getElementById('beneficial_owners-2-first_name')).toHaveFocus();
  });
});
