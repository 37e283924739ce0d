import type { ElementMessages } from '../../react/i18n/en-element';

export const element: ElementMessages = {
  'element.error.unreachable': 'कनेक्ट नहीं हो सका। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  'element.error.server': 'सर्वर जवाब नहीं दे रहा है। थोड़ी देर में फिर से कोशिश करें।',
  'element.error.invalid': 'यह पेज ठीक से सेट अप नहीं किया गया है।',
  'element.error.contact': 'कृपया व्यापारी से संपर्क करें।',
};
