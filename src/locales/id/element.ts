import type { ElementMessages } from '../../react/i18n/en-element';

export const element: ElementMessages = {
  'element.error.unreachable': 'Tidak dapat terhubung. Periksa koneksi Anda, lalu coba lagi.',
  'element.error.server': 'Server tidak merespons. Coba lagi sebentar lagi.',
  'element.error.invalid': 'Halaman ini tidak disiapkan dengan benar.',
  'element.error.contact': 'Silakan hubungi penjual.',
};
