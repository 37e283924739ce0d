import type { PluralBase } from '../../react/i18n/plural';
import type { DashboardActivityKey } from '../../react/i18n/en-dashboard-activity';

/** The activity catalogue's translator. */
export type ListTranslate = (key: DashboardActivityKey, vars?: Record<string, string | number>) => string;

/** The activity catalogue's translator of counted messages (`{count}` filled in the locale's digits). */
export type ListPluralTranslate = (base: PluralBase<DashboardActivityKey>, count: number, vars?: Record<string, string | number>) => string;
