import type { ElementMessages } from '../../react/i18n/en-element';

export const element: ElementMessages = {
  'element.error.unreachable': '接続できませんでした。接続状況を確認して、もう一度お試しください。',
  'element.error.server': 'サーバーが応答していません。しばらくしてから、もう一度お試しください。',
  'element.error.invalid': 'このページは正しく設定されていません。',
  'element.error.contact': 'ショップにお問い合わせください。',
};
