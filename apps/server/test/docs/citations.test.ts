/**
 * Every citation points inside the repository (scripts/cite-docs.mjs): no comment or page cites the old
 * product specification or the old design notes, which are not in the repository, and every cited docs/*.md#anchor, relative markdown link and docs/decisions record exists. A failure lists
 * each file:line; `node scripts/cite-docs.mjs` rewrites what the Anchors tables of docs/product.md and
 * docs/design.md can map.
 */
import { describe, expect, it } from 'vitest';
import { anchorsOf, checkTree, loadTables, problemsIn, rewriteText } from '../../../../scripts/cite-docs.mjs';

// The planted citations are assembled from parts, so that this file itself cites nothing outside the
// repository (a search for old citations finds only real ones).
const SPEC = ['spec', '§'].join(' ');
const DESIGN = ['DESIGN', 'md'].join('.');

const tables = loadTables();
const pages: Record<string, string> = {
  'docs/product.md': '<a id="s4"></a>\n<a id="s4-rsvp-status"></a>\n## 4. States and transitions\n',
};
const anchorsFor = (path: string) => (path in pages ? anchorsOf(pages[path]!) : null);

describe('citations', () => {
  it('no file cites a document outside the repository or an anchor that does not exist', () => {
    const problems = checkTree().map((p) => `${p.file}:${p.line}: ${p.message}`);
    expect(problems, `fix these, or run node scripts/cite-docs.mjs:\n${problems.join('\n')}`).toEqual([]);
  });

  it('reports a planted citation of the old documents, and a missing anchor, by file and line', () => {
    const planted = [
      '/** Ok (docs/product.md#s4-rsvp-status, #s4). */',
      `// The queue rule (${SPEC}4 RSVP status).`,
      `// Rooms (${DESIGN} "Realtime").`,
      '// Gone (docs/product.md#s4, #s4-nowhere).',
    ].join('\n');
    expect(problemsIn(planted, 'apps/web/src/x.ts', anchorsFor).map((p) => [p.line, p.message])).toEqual([
      [3, `cites ${DESIGN}, which is not in the repository: cite a section of docs/design.md`],
      [2, 'cites "§4" of the old product specification: cite a section of docs/product.md'],
      [4, 'cites docs/product.md#s4-nowhere, an anchor that page does not have'],
    ]);
  });

  it('rewrites a citation into the anchors of the tables, and leaves an RFC section alone', () => {
    const before = [
      '/**',
      ` * Password recovery (${SPEC}2 Forgot/Reset password, §7 Account; ${DESIGN} "Realtime").`,
      ' * An ETag compared as RFC 9110 §13.1.2 says.',
      ' */',
    ].join('\n');
    const after = rewriteText(before, 'apps/server/src/x.ts', tables);
    expect(after.split('\n')[1]).toBe(
      ' * Password recovery (docs/product.md#s2-forgot-password, #s2-reset-password, #s7-account;',
    );
    // The line that grew is rewrapped into its paragraph.
    expect(after.split('\n')[2]).toBe(
      ' * docs/design.md#realtime). An ETag compared as RFC 9110 §13.1.2 says.',
    );
    expect(rewriteText(after, 'apps/server/src/x.ts', tables)).toBe(after);
  });

  it('rewrites a citation in markdown as a link relative to the page', () => {
    expect(rewriteText(`Timings (${SPEC}4; ${DESIGN} "Tests and CI").`, 'bench/README.md', tables)).toBe(
      'Timings ([docs/product.md#s4](../docs/product.md#s4); [docs/design.md#tests](../docs/design.md#tests)).',
    );
  });
});
