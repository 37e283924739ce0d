/**
 * `npm run visual:update [-- <story id or part> …]`: rewrites the visual check's baselines
 * (test/visual/baselines/<story-id>--375-<theme>.png, light and dark) for every story, or only
 * the ones named, after a change to how they look. Look at the changed pictures before committing.
 */
import { VISUAL_THEMES, VISUAL_WIDTH, BASELINES } from '../test/e2e/support/visual-baselines';
import { takePictures } from './story-pictures';

await takePictures({ out: BASELINES, widths: [VISUAL_WIDTH], themes: VISUAL_THEMES, only: process.argv.slice(2) });
