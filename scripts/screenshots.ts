/**
 * `npm run screenshots [-- <story id or part> …]`: a picture of every story of the catalogue (or
 * of the ones named) at 1280 px and 375 px wide, in the light and the dark theme, cropped to the
 * component, into docs/screenshots/<story-id>--<width>-<theme>.png. The README shows some of them.
 */
import { takePictures } from './story-pictures';

await takePictures({ out: 'docs/screenshots', widths: [1280, 375], themes: ['light', 'dark'], only: process.argv.slice(2) });
