/** What the visual check compares, shared by the check (test/e2e/visual.test.ts) and `npm run visual:update`. */
import type { ShotTheme } from './story-shots';

/** Phone width: where layouts are tightest and most stories wrap. */
export const VISUAL_WIDTH = 375;
export const VISUAL_THEMES: readonly ShotTheme[] = ['light', 'dark'];
/** Committed, relative to the repository. */
export const BASELINES = 'test/visual/baselines';
/** Git-ignored: the failing pictures and their diffs, relative to the repository. */
export const DIFFS = 'test/visual/diffs';
