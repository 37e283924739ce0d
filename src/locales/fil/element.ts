import type { ElementMessages } from '../../react/i18n/en-element';

export const element: ElementMessages = {
  'element.error.unreachable': 'Hindi makakonekta. Tingnan ang iyong koneksyon at subukan ulit.',
  'element.error.server': 'Hindi sumasagot ang server. Subukan ulit maya-maya.',
  'element.error.invalid': 'Hindi maayos ang pagkaka-set up ng page na ito.',
  'element.error.contact': 'Pakikontak ang merchant.',
};
