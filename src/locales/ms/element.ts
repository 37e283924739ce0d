import type { ElementMessages } from '../../react/i18n/en-element';

export const element: ElementMessages = {
  'element.error.unreachable': 'Tidak dapat menyambung. Semak sambungan anda dan cuba lagi.',
  'element.error.server': 'Pelayan tidak memberikan respons. Cuba lagi sebentar nanti.',
  'element.error.invalid': 'Halaman ini tidak disediakan dengan betul.',
  'element.error.contact': 'Sila hubungi peniaga.',
};
