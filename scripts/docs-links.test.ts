// The docs stay navigable: every relative link in a Markdown file git knows leads to a file that
// exists (and, for `#anchor` links into Markdown, to one of its headings), and the decision
// records' index lists every record once, with the record's own title and status.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const DECISIONS = 'docs/decisions';

function markdownFiles(): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '*.md'],
    { encoding: 'utf8' },
  );
  return listed.split('\n').filter((file) => file !== '' && existsSync(file));
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsIn(file: string): string[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => /^#{1,6} /.test(line))
    .map((line) => anchorOf(line.replace(/^#+ /, '')));
}

/** Every `[text](target)` of a file whose target is not a web or mail address. */
function relativeLinks(text: string): string[] {
  const links: string[] = [];
  for (const match of text.matchAll(/\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const target = match[1]!;
    if (!/^(?:[a-z]+:|\/\/)/i.test(target)) links.push(target);
  }
  return links;
}

function brokenLinks(files: string[]): string[] {
  const broken: string[] = [];
  for (const file of files) {
    for (const target of relativeLinks(readFileSync(file, 'utf8'))) {
      const [pathPart, anchor] = target.split('#');
      const resolved = pathPart ? path.join(path.dirname(file), pathPart) : file;
      if (!existsSync(resolved)) broken.push(`${file}: ${target} (no such file)`);
      else if (anchor && resolved.endsWith('.md') && !anchorsIn(resolved).includes(anchor)) {
        broken.push(`${file}: ${target} (no such heading)`);
      }
    }
  }
  return broken;
}

type IndexRow = { file: string; title: string; status: string };

function indexRows(): IndexRow[] {
  const index = readFileSync(path.join(DECISIONS, 'README.md'), 'utf8');
  return [...index.matchAll(/^\| \[\d{4}\]\(([^)]+)\)\s*\|\s*(.*?)\s*\|\s*(.*?)\s*\|$/gm)].map(
    (match) => ({ file: match[1]!, title: match[2]!, status: match[3]! }),
  );
}

function recordFiles(): string[] {
  return markdownFiles()
    .filter((file) => path.dirname(file) === DECISIONS && /^\d{4}-/.test(path.basename(file)))
    .map((file) => path.basename(file))
    .sort();
}

describe('docs links', () => {
  it('finds a missing file and a missing heading, and passes web addresses', () => {
    const text = '[a](nowhere.md) [b](https://example.com/x) [c](mailto:a@b.c)';
    expect(relativeLinks(text)).toEqual(['nowhere.md']);
    expect(anchorOf('What the main choices bought')).toBe('what-the-main-choices-bought');
    expect(anchorOf('CI: two workers (node)')).toBe('ci-two-workers-node');
  });

  it('every relative link in the Markdown files resolves', () => {
    expect(brokenLinks(markdownFiles())).toEqual([]);
  });

  it('the decision index lists every record once, with its title and status', () => {
    const rows = indexRows();
    expect(rows.map((row) => row.file).sort()).toEqual(recordFiles());
    const mismatches = rows.flatMap(({ file, title, status }) => {
      const text = readFileSync(path.join(DECISIONS, file), 'utf8');
      const heading = text.split('\n')[0]!.replace(/^# \d+\. /, '');
      const recorded = /^Status: (\S+)/m.exec(text)?.[1] ?? '(none)';
      const problems: string[] = [];
      if (heading !== title) problems.push(`${file}: index title "${title}", record "${heading}"`);
      if (!status.startsWith(recorded.replace(/[,;]$/, ''))) {
        problems.push(`${file}: index status "${status}", record "${recorded}"`);
      }
      return problems;
    });
    expect(mismatches).toEqual([]);
  });
});
