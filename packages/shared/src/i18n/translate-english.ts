/**
 * Re-renders an English sentence of the catalogue in another language (README "Languages"): the server's
 * refusals are thrown as English sentences (texts/*.ts), and the error handler answers them in the
 * language of the request's Accept-Language. The sentence is found by the English template it was
 * rendered from (plain sentences exactly, parameterised ones by their template with the parameters
 * captured), so the translation is still chosen by key. A `{{wait}}` ("5 minutes", format.ts formatWait)
 * is said again in the target language ("5 Minuten"). Sentences that are never a refusal (emails, the
 * calendar feed, the one-tap page: NOT_REFUSALS) are left out, so "For {{name}}" cannot catch a refusal
 * that happens to start with "For ".
 */
import type { Messages, TextKey, TextParams } from './catalogue.ts';
import type { Language } from './languages.ts';
import { CATALOGUE_VARIABLES } from './variables.ts';
import { formatWait, parseEnglishWait } from './format.ts';
import { englishSourceOf } from './english.ts';
import en from './locales/en/index.ts';
import type { Translator } from './translator.ts';

interface Template {
  key: TextKey;
  pattern: RegExp;
  params: string[];
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const PARAM = /\{\{\s*(\w+)\s*\}\}/g;
/** Key prefixes of sentences the server never answers a request with. */
const NOT_REFUSALS = ['mail:', 'games:calendar.', 'games:answerPage.'];
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let exact: Map<string, TextKey> | undefined;
let templates: Template[] | undefined;

function index(messages: Messages, prefix: string) {
  for (const [name, value] of Object.entries(messages)) {
    if (typeof value !== 'string') {
      index(value, `${prefix}${name}.`);
      continue;
    }
    const key = `${prefix}${name.replace(PLURAL, '')}` as TextKey;
    if (NOT_REFUSALS.some((excluded) => key.startsWith(excluded))) continue;
    // Default variables are part of the sentence, not parameters a caller passes.
    const filled = value.replace(PARAM, (whole, param: string) =>
      param in CATALOGUE_VARIABLES
        ? String(CATALOGUE_VARIABLES[param as keyof typeof CATALOGUE_VARIABLES])
        : whole,
    );
    const params = [...filled.matchAll(PARAM)].map((m) => m[1]!);
    // A frame made of parameters at both ends ("{{description}}, {{when}}", a subject's "{{what}} —
    // {{group}}") is no sentence of its own: it would match almost any refusal.
    if (/^\{\{[^}]+\}\}/.test(filled) && /\{\{[^}]+\}\}$/.test(filled)) continue;
    if (params.length === 0) {
      if (!exact!.has(filled)) exact!.set(filled, key);
      continue;
    }
    const source = filled
      .split(PARAM)
      .map((part, i) => (i % 2 === 1 ? (part === 'count' ? '(\\d+)' : '(.+?)') : escape(part)))
      .join('');
    templates!.push({ key, pattern: new RegExp(`^${source}$`, 's'), params });
  }
}

function build() {
  exact = new Map();
  templates = [];
  for (const [ns, messages] of Object.entries(en)) index(messages, `${ns}:`);
}

/**
 * A refusal's parameters made ready for `language`: a `{{wait}}` as formatWait wrote it in English
 * ("5 minutes") is written again in that language ("5 Minuten"); every other value stays.
 */
export function localParams(params: TextParams, language: Language): TextParams {
  if (typeof params.wait !== 'string') return params;
  const wait = parseEnglishWait(params.wait);
  return wait ? { ...params, wait: formatWait(wait, language) } : params;
}

/**
 * `sentence` in `translator`'s language when it is a sentence of the English catalogue, else
 * undefined (a sentence outside the catalogue stays English). Parameters keep their values (a name,
 * a group name); `count` is read as a number to pick the plural form. Never throws.
 */
export function translateEnglish(sentence: string, translator: Translator): string | undefined {
  if (!exact) build();
  const key = exact!.get(sentence);
  if (key) return translator.t(key);
  for (const { key: templateKey, pattern, params } of templates!) {
    const match = pattern.exec(sentence);
    if (!match) continue;
    const values: Record<string, string | number> = {};
    params.forEach((param, i) => {
      const raw = match[i + 1]!;
      values[param] = param === 'count' ? Number(raw) : raw;
    });
    return translator.t(templateKey, localParams(values, translator.language));
  }
  return undefined;
}

/**
 * A refusal `sentence` (English, as thrown) in `translator`'s language: by its catalogue key and
 * parameters when they are known (`source`, by default what englishT remembers of it; see
 * lib/http-errors.ts on the server), else by matching its English words (translateEnglish); undefined
 * when it is not the catalogue's. The wait of a rate limit is said again in the language.
 */
export function translateRefusal(
  sentence: string,
  translator: Translator,
  source: { key: TextKey; params: TextParams } | undefined = englishSourceOf(sentence),
): string | undefined {
  if (source) return translator.t(source.key, localParams(source.params, translator.language));
  return translateEnglish(sentence, translator);
}
