#!/usr/bin/env node
/**
 * Citations of documents that are not in the repository, rewritten to the pages that replace them.
 *
 * The code used to cite the product specification as "spec §N …" and the design notes as
 * DESIGN.md "<heading>"; neither file is in the repository. docs/product.md and docs/design.md replace
 * them, and the "Anchors" table at the top of each maps the old section names to anchors. This script reads
 * those two tables (they are the only source of the mapping) and rewrites every such citation in the
 * repository's files:
 *
 *   (spec §2 Forgot/Reset password, §7 Account)  →  (docs/product.md#s2-forgot-password, #s2-reset-password, #s7-account)
 *   (DESIGN.md "Realtime")                       →  (docs/design.md#realtime)
 *   the user-facing texts of the product spec    →  the user-facing texts of docs/product.md
 *
 * A name after §N that the table does not know stays as prose after the section's own anchor
 * (`spec §7 POST /signup` → `docs/product.md#s7-account`, `spec §6 "…"` → `docs/product.md#s6 "…"`). A comment
 * line that grows past the print width is rewrapped within its paragraph. Then every file is checked:
 * what is still cited outside the repository (a bare DESIGN.md, a DESIGN.md heading the table lacks, a §N
 * of a section that does not exist), and every docs/*.md#anchor, relative markdown link and
 * docs/decisions/NNN-….md that does not resolve, is printed as file:line, and the exit code is 1.
 *
 *   node scripts/cite-docs.mjs           rewrite, then report what is left (idempotent)
 *   node scripts/cite-docs.mjs --check   report only
 *
 * No dependencies: it runs on the merged tree before `npm ci`. The guard test
 * (apps/server/test/docs/citations.test.ts) runs `checkTree`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, normalize, posix } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root directory. */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

const PRINT_WIDTH = 110;
const PRODUCT = 'docs/product.md';
const DESIGN = 'docs/design.md';
/** The two pages that quote the old citations to map them. */
const MAPPING_PAGES = new Set([PRODUCT, DESIGN]);
/** This script, its types and its guard test: they quote old citations and broken anchors as examples. */
const EXAMPLES = new Set([
  'scripts/cite-docs.mjs',
  'scripts/cite-docs.d.mts',
  'apps/server/test/docs/citations.test.ts',
]);
const SOURCE = /\.(?:[cm]?[jt]sx?|css|html|ya?ml|md|sql|sh)$|(?:^|\/)Dockerfile$|^\.ci\//;

/** Whitespace inside a citation, possibly across one line break and the next line's comment marker. */
const GAP = String.raw`(?:[ \t]+|[ \t]*\n[ \t]*(?:\*(?!\/)|\/\/|#(?![\w#]))?[ \t]*)`;
const SEP = new RegExp(String.raw`^(?:(?:${GAP})?([,;/])(?:${GAP})?|${GAP}(and|or)${GAP})`);
/** Marks where a rewrite happened, so that only those lines are rewrapped; never left in a file. */
export const MARK = '\u0000';

// ---------------------------------------------------------------------------------------------------------
// The mapping tables

/** The quoted names in a table cell. */
function quotedNames(cell) {
  return [...cell.matchAll(/"([^"]+)"/g)].map((m) => m[1]);
}

/**
 * The rows of the markdown table whose header line starts with `header` (however its cells are padded,
 * as Prettier aligns them), as arrays of trimmed cells.
 */
function tableRows(markdown, header, file) {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.replace(/ +/g, ' ').startsWith(header));
  if (start < 0) throw new Error(`${file}: no table starting "${header}"`);
  const rows = [];
  for (let i = start + 2; i < lines.length && lines[i].startsWith('|'); i++) {
    rows.push(
      lines[i]
        .replace(/^\|\s*/, '')
        .replace(/\s*\|$/, '')
        .split(/\s*\|\s*/),
    );
  }
  return rows;
}

/** The anchor of a table row's last cell: [`s4-rsvp-status`](#s4-rsvp-status). */
function rowAnchor(cells, file) {
  const anchor = /\[`([\w-]+)`\]/.exec(cells[cells.length - 1] ?? '')?.[1];
  if (!anchor) throw new Error(`${file}: a row of the Anchors table has no anchor: ${cells.join(' | ')}`);
  return anchor;
}

/** A table name as a pattern: case-insensitive, its spaces matching any citation whitespace. */
function namePattern(name) {
  const words = name.split(/\s+/).map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${words.join(GAP)}`, 'i');
}

/** GitHub's id of a heading: lower case, punctuation dropped, spaces to hyphens. */
export function headingSlug(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/<[^>]*>/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Every anchor a markdown page defines: `<a id="…">` and its headings. */
export function anchorsOf(markdown) {
  const anchors = new Set();
  for (const m of markdown.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(m[1]);
  let fence = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fence = !fence;
    const heading = !fence && /^#{1,6}\s+(.*?)\s*#*$/.exec(line);
    if (heading) anchors.add(headingSlug(heading[1]));
  }
  return anchors;
}

/**
 * The two Anchors tables: `product` maps a section number to its names (longest first) and its own
 * anchor; `design` lists the design page's names (longest first).
 */
export function loadTables(root = ROOT) {
  const productText = readFileSync(join(root, PRODUCT), 'utf8');
  const product = new Map();
  for (const cells of tableRows(productText, '| spec section |', PRODUCT)) {
    const m = /^§(\d+)\s+(.*)$/.exec(cells[0]);
    if (!m) continue;
    const anchor = rowAnchor(cells, PRODUCT);
    const section = product.get(m[1]) ?? { root: `s${m[1]}`, names: [] };
    product.set(m[1], section);
    const names = [m[2].replace(/\s*\(.*$/, ''), ...(cells.length > 2 ? quotedNames(cells[1]) : [])];
    for (const name of names) section.names.push({ name, anchor, pattern: namePattern(name) });
  }
  for (const section of product.values()) section.names.sort((a, b) => b.name.length - a.name.length);

  const designText = readFileSync(join(root, DESIGN), 'utf8');
  const design = [];
  for (const cells of tableRows(designText, '| DESIGN.md section |', DESIGN)) {
    const anchor = rowAnchor(cells, DESIGN);
    const own = quotedNames(cells[0]);
    const names = [
      ...(own.length ? own : [cells[0].replace(/\s*\(.*$/, '')]),
      ...(cells.length > 2 ? quotedNames(cells[1]) : []),
    ];
    for (const name of names) design.push({ name, anchor, pattern: namePattern(name) });
  }
  design.sort((a, b) => b.name.length - a.name.length);
  return { product, design };
}

// ---------------------------------------------------------------------------------------------------------
// Rewriting

/** The longest of `names` at `pos` (after whitespace), optionally in double quotes, ending at a word end. */
function matchName(text, pos, names, { gap = true } = {}) {
  let at = pos;
  if (gap) {
    const g = new RegExp(`^${GAP}`).exec(text.slice(pos));
    if (!g) return null;
    at += g[0].length;
  }
  const quoted = text[at] === '"';
  if (quoted) at += 1;
  const rest = text.slice(at, at + 300);
  for (const { anchor, pattern } of names) {
    // The name's spaces may be a line break inside a comment; a longer word, or a file path such as
    // invites/service.ts, is no name.
    const m = pattern.exec(rest);
    if (!m) continue;
    let end = at + m[0].length;
    if (/^(?:[\p{L}\p{N}_-]|\.[\p{L}\p{N}]|\/[\w.-]*\.[a-z]{1,4}\b)/u.test(text.slice(end, end + 60)))
      continue;
    if (quoted) {
      if (text[end] !== '"') continue;
      end += 1;
    }
    return { anchor, end };
  }
  return null;
}

/** A separator between two cited names or sections at `pos`: ", ", "; ", "/", " and ", " or ". */
function matchSep(text, pos) {
  const m = SEP.exec(text.slice(pos, pos + 200));
  if (!m) return null;
  const sep = m[1] === '/' ? ', ' : m[1] ? `${m[1]} ` : ` ${m[2]} `;
  return { sep, end: pos + m[0].length };
}

/** Whether the § at `pos` is no citation of the product specification (an RFC's, or a link's text). */
function notProductSection(text, pos) {
  const before = text.slice(Math.max(0, pos - 40), pos);
  return /RFC[ \t]*\d+[,;]?[ \t]*$/.test(before) || /\.md[ \t]*$/.test(before) || /\[[^\]\n]*$/.test(before);
}

/** The product citation starting with §`num` whose number ends at `pos`, as one replacement string. */
function productGroup(text, pos, num, tables, link) {
  const items = [];
  let end = pos;
  let sep = '';
  for (;;) {
    const section = tables.product.get(num);
    if (!section) return null;
    const first = matchName(text, end, section.names);
    if (first) {
      items.push({ sep, anchor: first.anchor });
      end = first.end;
      for (;;) {
        const s = matchSep(text, end);
        const more = s && s.sep !== '; ' && matchName(text, s.end, section.names, { gap: false });
        if (!more) break;
        items.push({ sep: s.sep, anchor: more.anchor });
        end = more.end;
      }
    } else items.push({ sep, anchor: section.root });
    const s = matchSep(text, end);
    const next = s && /^§(\d+)(?![.\d])/.exec(text.slice(s.end));
    if (!next) break;
    sep = s.sep;
    num = next[1];
    end = s.end + next[0].length;
  }
  const unique = items.filter((item, i) => items.findIndex((other) => other.anchor === item.anchor) === i);
  const anchors = unique.map((item, i) =>
    i === 0 ? link(PRODUCT, item.anchor, true) : `${item.sep}${link(PRODUCT, item.anchor, false)}`,
  );
  return { replacement: anchors.join(''), end };
}

/** `text` with every DESIGN.md citation the table knows rewritten; each rewrite starts with MARK. */
function rewriteDesign(text, tables, link) {
  let out = '';
  let last = 0;
  for (const m of text.matchAll(/\bDESIGN\.md/g)) {
    if (m.index < last) continue;
    const after = m.index + m[0].length;
    const rest = text.slice(after, after + 300);
    let hit = null;
    const quoted = new RegExp(`^(?:${GAP})?"([^"\\n]+)"`).exec(rest);
    if (quoted) {
      const name = quoted[1].toLowerCase();
      const row = tables.design.find((r) => r.name.toLowerCase() === name);
      if (row) hit = { anchor: row.anchor, end: after + quoted[0].length };
    } else {
      const section = new RegExp(`^(?:${GAP})?§[ \\t]*`).exec(rest);
      const at = section ? after + section[0].length : after;
      const named = matchName(text, at, tables.design, { gap: !section });
      if (named) hit = named;
    }
    if (!hit) continue;
    out += text.slice(last, m.index) + MARK + link(DESIGN, hit.anchor, true);
    last = hit.end;
  }
  return out + text.slice(last);
}

/** `text` with every "spec §N …" citation rewritten; each rewrite starts with MARK. */
function rewriteProduct(text, tables, link) {
  const start = new RegExp(
    String.raw`\b(?:[Pp]roduct[ \t]+)?[Ss]pec(?:ification)?${GAP}(?=§\d)|§(?=\d)`,
    'g',
  );
  let out = '';
  let last = 0;
  for (const m of text.matchAll(start)) {
    if (m.index < last) continue;
    const sectionAt = m[0] === '§' ? m.index : m.index + m[0].length;
    if (m[0] === '§' && notProductSection(text, m.index)) continue;
    const num = /^§(\d+)(?![.\d])/.exec(text.slice(sectionAt));
    if (!num) continue;
    const group = productGroup(text, sectionAt + num[0].length, num[1], tables, link);
    if (!group) continue;
    out += text.slice(last, m.index) + MARK + group.replacement;
    last = group.end;
  }
  out += text.slice(last);
  return out.replace(
    /\b(?:[Tt]he[ \t]+)?product[ \t]+spec\b(?![ \t]*§)/g,
    () => MARK + link(PRODUCT, null, true),
  );
}

/** How a comment or markdown line continues on the next line, or null when it is no paragraph line. */
function lineShape(line, markdown) {
  if (markdown) {
    if (/^\s*(?:\||#|```|<)/.test(line)) return null;
    const m = /^([ \t]*)((?:- |\d+\. )?)/.exec(line);
    return { lead: m[0], next: m[1] + ' '.repeat(m[2].length) };
  }
  if (line.includes('*/')) return null;
  const open = /^([ \t]*)\/\*\*?[ \t]/.exec(line);
  if (open) return { lead: open[0], next: `${open[1]} * ` };
  const m = /^([ \t]*(?:\*|\/\/)[ \t]?)([ \t]*)((?:- )?)/.exec(line);
  if (!m) return null;
  return { lead: m[0], next: m[1] + m[2] + ' '.repeat(m[3].length) };
}

/** Whether `line` continues the paragraph whose lines start with `lead`. */
function continues(line, lead) {
  if (line === undefined || !line.startsWith(lead) || line.length === lead.length) return false;
  return !/^(?:\s|- |@|```|\||\d+\. )/.test(line.slice(lead.length));
}

/**
 * `text` with MARK removed, and each line that held one and passes the print width rewrapped into its
 * paragraph (a one-line docblock becomes a block).
 */
export function rewrap(text, markdown) {
  const lines = text.split('\n');
  const changed = lines.map((line) => line.includes(MARK));
  for (let i = 0; i < lines.length; i++) {
    lines[i] = lines[i].replaceAll(MARK, '');
    if (!changed[i] || lines[i].length <= PRINT_WIDTH) continue;
    const single = !markdown && /^([ \t]*)\/\*\* (.*) \*\/$/.exec(lines[i]);
    if (single) {
      // A one-line docblock that no longer fits becomes a block of its own.
      lines.splice(i, 1, `${single[1]}/**`, `${single[1]} * ${single[2]}`, `${single[1]} */`);
      changed.splice(i, 1, false, true, false);
      continue;
    }
    const shape = lineShape(lines[i], markdown);
    if (!shape) continue;
    const cut = lines[i].lastIndexOf(' ', PRINT_WIDTH);
    if (cut <= shape.lead.length) continue;
    const carry = lines[i].slice(cut + 1).trim();
    lines[i] = lines[i].slice(0, cut).trimEnd();
    if (continues(lines[i + 1], shape.next)) {
      lines[i + 1] = `${shape.next}${carry} ${lines[i + 1].slice(shape.next.length)}`;
      changed[i + 1] = true;
    } else {
      lines.splice(i + 1, 0, shape.next + carry);
      changed.splice(i + 1, 0, true);
    }
  }
  return lines.join('\n');
}

/**
 * How `file` cites a page (`doc`) and an anchor: docs/product.md#s4 in code; in markdown a link relative to
 * the file, [docs/product.md#s4](../docs/product.md#s4). `full` false: a later anchor of the same citation, #s4.
 */
function citation(file) {
  return (doc, anchor, full) => {
    const label = full ? `${doc}${anchor ? `#${anchor}` : ''}` : `#${anchor}`;
    if (!file.endsWith('.md')) return label;
    return `[${label}](${posix.relative(posix.dirname(file), doc)}${anchor ? `#${anchor}` : ''})`;
  };
}

/** `text` (the contents of `file`) with its citations of DESIGN.md and "spec §N" rewritten. */
export function rewriteText(text, file, tables) {
  if (!/DESIGN\.md|§|product spec/.test(text)) return text;
  const link = citation(file);
  const marked = rewriteProduct(rewriteDesign(text, tables, link), tables, link);
  if (!marked.includes(MARK)) return text;
  return rewrap(marked, file.endsWith('.md'));
}

// ---------------------------------------------------------------------------------------------------------
// Checking

/** The repository's text files this script reads (tracked, or new and not ignored). */
export function sourceFiles(root = ROOT) {
  const listed = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: root })
    .toString()
    .split('\0');
  return [...new Set(listed)].filter(
    (file) => file && SOURCE.test(file) && !EXAMPLES.has(file) && existsSync(join(root, file)),
  );
}

function lineOf(text, index) {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

/**
 * What is wrong with the citations of `text` (the contents of `file`): citations of documents outside
 * the repository, and cited anchors or files that do not exist. `anchorsFor(path)` gives a markdown
 * file's anchors (null when the file does not exist).
 */
export function problemsIn(text, file, anchorsFor) {
  const problems = [];
  const add = (index, message) => problems.push({ file, line: lineOf(text, index), message });
  if (!MAPPING_PAGES.has(file)) {
    for (const m of text.matchAll(/\bDESIGN\.md\b/g)) {
      add(m.index, 'cites DESIGN.md, which is not in the repository: cite a section of docs/design.md');
    }
    for (const m of text.matchAll(/§\s*\d+(?:\.\d+)?/g)) {
      if (notProductSection(text, m.index)) continue;
      add(m.index, `cites "${m[0]}" of the old product specification: cite a section of docs/product.md`);
    }
    for (const m of text.matchAll(/\bproduct spec\b|product-spec\.md/g)) {
      add(m.index, 'cites the old product specification: cite docs/product.md');
    }
  }
  const cite = (index, path, anchor) => {
    const anchors = anchorsFor(path);
    if (!anchors) add(index, `cites ${path}, which does not exist`);
    else if (anchor && !anchors.has(anchor))
      add(index, `cites ${path}#${anchor}, an anchor that page does not have`);
  };
  for (const m of text.matchAll(/\bdocs\/([\w./-]+\.md)(?:#([\w-]+))?/g)) {
    if (m[1].includes('NNN')) continue; // a pattern such as docs/decisions/NNN-title.md
    cite(m.index, `docs/${m[1]}`, m[2]);
    let end = m.index + m[0].length;
    for (let s = matchSep(text, end); s; s = matchSep(text, end)) {
      const more = /^#([\w-]+)/.exec(text.slice(s.end));
      if (!more) break;
      cite(s.end, `docs/${m[1]}`, more[1]);
      end = s.end + more[0].length;
    }
  }
  if (file.endsWith('.md')) {
    for (const m of text.matchAll(/\]\(([^)\s]*?\.md)?(?:#([^)\s]+))?\)/g)) {
      if (!m[1] && !m[2]) continue;
      if (m[1] && /^[a-z]+:/.test(m[1])) continue;
      const target = m[1] ? normalize(posix.join(posix.dirname(file), m[1])).replaceAll('\\', '/') : file;
      cite(m.index, target, m[2]);
    }
  }
  return problems;
}

/** Every problem of every source file under `root`, in file order. */
export function checkTree(root = ROOT) {
  const cache = new Map();
  const anchorsFor = (path) => {
    if (!cache.has(path)) {
      const full = join(root, path);
      cache.set(path, existsSync(full) ? anchorsOf(readFileSync(full, 'utf8')) : null);
    }
    return cache.get(path);
  };
  return sourceFiles(root).flatMap((file) =>
    problemsIn(readFileSync(join(root, file), 'utf8'), file, anchorsFor),
  );
}

/** Rewrites every source file outside docs/; returns the files it changed. */
export function rewriteTree(root = ROOT) {
  const tables = loadTables(root);
  const changed = [];
  for (const file of sourceFiles(root)) {
    if (file.startsWith('docs/')) continue;
    const text = readFileSync(join(root, file), 'utf8');
    const next = rewriteText(text, file, tables);
    if (next === text) continue;
    writeFileSync(join(root, file), next);
    changed.push(file);
  }
  return changed;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === normalize(process.argv[1])) {
  const check = process.argv.includes('--check');
  if (!check) {
    const changed = rewriteTree();
    console.log(`cite-docs: rewrote citations in ${changed.length} file(s)`);
    for (const file of changed) console.log(`  ${file}`);
  }
  const problems = checkTree();
  for (const p of problems) console.log(`${p.file}:${p.line}: ${p.message}`);
  if (problems.length) {
    console.log(
      `cite-docs: ${problems.length} citation(s) left to fix by hand (or extend the Anchors tables)`,
    );
    process.exit(1);
  }
  console.log('cite-docs: every citation points inside the repository');
}
