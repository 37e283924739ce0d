import type { ElementMessages } from '../../react/i18n/en-element';

export const element: ElementMessages = {
  'element.error.unreachable': 'לא ניתן היה להתחבר. בדקו את החיבור ונסו שוב.',
  'element.error.server': 'השרת אינו מגיב. נסו שוב בעוד רגע.',
  'element.error.invalid': 'הדף הזה לא הוגדר כראוי.',
  'element.error.contact': 'נא לפנות לבית העסק.',
};
