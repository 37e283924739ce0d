import type { PaykitLocale } from '../../react/i18n/locale';
import { checkout } from './checkout';
import { forms } from './forms';
import { status } from './status';
import { flow } from './flow';

/** Simplified Chinese, whole, in mainland usage, addressing the reader politely as “您”. */
export const zhCN: PaykitLocale = { tag: 'zh-CN', messages: { ...checkout, ...forms, ...status, ...flow } };
