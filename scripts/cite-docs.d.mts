/** Types of scripts/cite-docs.mjs for the TypeScript that imports it (the guard test). */
export interface CitationProblem {
  file: string;
  line: number;
  message: string;
}
export interface Tables {
  product: Map<string, { root: string; names: { name: string; anchor: string }[] }>;
  design: { name: string; anchor: string }[];
}
export const ROOT: string;
export function headingSlug(heading: string): string;
export function anchorsOf(markdown: string): Set<string>;
export function loadTables(root?: string): Tables;
export function rewriteText(text: string, file: string, tables: Tables): string;
export function sourceFiles(root?: string): string[];
export function problemsIn(
  text: string,
  file: string,
  anchorsFor: (path: string) => Set<string> | null,
): CitationProblem[];
export function checkTree(root?: string): CitationProblem[];
export function rewriteTree(root?: string): string[];
