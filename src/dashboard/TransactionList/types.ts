/** The activity catalogue's translator. */
import type { DashboardActivityKey, PluralBase } from 'paykit';
export type ListTranslate = (key: DashboardActivityKey, vars?: Record<string, string | number>) => string;

/** The activity catalogue's translator of counted messages (`{count}` filled in the locale's digits). */
export type ListPluralTranslate = (base: PluralBase<DashboardActivityKey>, count: number, vars?: Record<string, string | number>) => string;
