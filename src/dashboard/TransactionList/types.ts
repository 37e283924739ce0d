import type { DashboardActivityKey } from '../../react/i18n/en-dashboard-activity';

/** The activity catalogue's translator. */
export type ListTranslate = (key: DashboardActivityKey, vars?: Record<string, string | number>) => string;
