/**
 * The files a docs check reads: the repository as git will publish it (tracked files plus new ones
 * not ignored, so a link to a git-ignored screenshot fails as it would on GitHub), or a fixture
 * folder under test/docs/fixtures/ read as if it were a repository.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = resolve(fileURLToPath(new URL('../..', import.meta.url)));

export interface Tree {
  root: string;
  /** Every file, as a path relative to the root with '/' separators. */
  files: readonly string[];
  isFile(path: string): boolean;
  isFolder(path: string): boolean;
  read(path: string): string;
}

function treeOf(root: string, files: string[], read = (path: string) => readFileSync(join(root, path), 'utf8')): Tree {
  const fileSet = new Set(files);
  const folders = new Set<string>(['']);
  for (const file of files) {
    const parts = file.split('/');
    for (let i = 1; i < parts.length; i++) folders.add(parts.slice(0, i).join('/'));
  }
  return {
    root,
    files,
    isFile: (path) => fileSet.has(path),
    isFolder: (path) => folders.has(path.replace(/\/$/, '')),
    read,
  };
}

/** The repository's files: `git ls-files` (tracked, and untracked but not ignored). */
export function repoTree(root = REPO): Tree {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const files = [...new Set(listed.split('\0').filter((path) => path !== ''))];
  // A file deleted in the work tree but still in the index is gone for a reader.
  const deleted = new Set(
    execFileSync('git', ['ls-files', '-z', '--deleted'], { cwd: root, encoding: 'utf8' })
      .split('\0')
      .filter((path) => path !== ''),
  );
  return treeOf(
    root,
    files.filter((path) => !deleted.has(path)),
  );
}

/** A fixture folder read as a repository (every file in it). */
export function folderTree(root: string): Tree {
  const files = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      join(entry.parentPath, entry.name)
        .slice(root.length + 1)
        .replaceAll('\\', '/'),
    );
  return treeOf(root, files.sort());
}

/** A tree held in memory (a test's generated case). */
export function memoryTree(contents: Readonly<Record<string, string>>): Tree {
  return treeOf('(memory)', Object.keys(contents), (path) => {
    const text = contents[path];
    if (text === undefined) throw new Error(`no ${path} in this tree`);
    return text;
  });
}

/** The Markdown a reader follows: README, CONTRIBUTING, CHANGELOG, docs/**, and each example's README. */
export function documents(tree: Tree): string[] {
  return tree.files.filter(
    (path) => /^(README|CONTRIBUTING|CHANGELOG)\.md$/.test(path) || /^docs\/.+\.md$/.test(path) || /^examples\/(.+\/)?README\.md$/.test(path),
  );
}

/** The Markdown whose TypeScript blocks are type-checked (the guides a developer pastes from). */
export function snippetDocuments(tree: Tree): string[] {
  return tree.files.filter((path) => /^(README|CONTRIBUTING)\.md$/.test(path) || /^docs\/.+\.md$/.test(path));
}
