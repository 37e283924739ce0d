/**
 * `npm run api`: regenerates api/<entry>.api.md, the reviewed record of every public entry's API.
 * Commit the changed reports with the change that made them; test/api-report.test.ts fails until then.
 */
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { generateApiReports } from './api/generate';

const API_FOLDER = 'api';

mkdirSync(API_FOLDER, { recursive: true });
// Reports of entries that no longer exist must go too.
for (const name of readdirSync(API_FOLDER)) if (name.endsWith('.api.md')) rmSync(join(API_FOLDER, name));
const entries = generateApiReports(API_FOLDER);
for (const entry of entries) console.log(`${API_FOLDER}/${entry.reportName}.api.md  ${entry.specifier}`);
