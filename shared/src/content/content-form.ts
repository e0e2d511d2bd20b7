/**
 * The brand's content as the editor's form holds it: one string per value, named by its path
 * (`raise.useOfFunds.0.percent`, the same path a refusal names), lists of lines as one text with a
 * line per entry. `formTree` rebuilds the nested shape that siteContentFormSchema reads.
 */
import type { SiteContent } from './site-content';

export type ContentFormValues = Record<string, string>;

/** The lists edited as one textarea, a line per entry (and a photo's widths, carried as one value). */
const LINE_LISTS = new Set(['items', 'specificBenefits', 'widths']);

const flatten = (value: unknown, path: string, into: ContentFormValues): ContentFormValues => {
  const last = path.split('.').pop() ?? '';
  if (Array.isArray(value) && LINE_LISTS.has(last)) into[path] = value.join('\n');
  else if (Array.isArray(value)) value.forEach((entry, index) => flatten(entry, `${path}.${index}`, into));
  else if (value !== null && typeof value === 'object') for (const [key, entry] of Object.entries(value)) flatten(entry, path ? `${path}.${key}` : key, into);
  else into[path] = String(value);
  return into;
};

export const contentFormValues = (content: SiteContent): ContentFormValues => flatten(content, '', {});

/** The nested shape of the values: numeric path segments make arrays (rows in their index order). */
export const formTree = (values: ContentFormValues): unknown => {
  const root: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(values)) {
    const parts = path.split('.');
    let node: Record<string, unknown> = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  const toArrays = (node: unknown): unknown => {
    if (node === null || typeof node !== 'object') return node;
    const entries = Object.entries(node);
    if (entries.length > 0 && entries.every(([key]) => /^\d+$/.test(key))) {
      return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, entry]) => toArrays(entry));
    }
    return Object.fromEntries(entries.map(([key, entry]) => [key, toArrays(entry)]));
  };
  return toArrays(root);
};

/** How many rows a list of the form has (`raise.useOfFunds`: the distinct indexes under it). */
export const rowCount = (values: ContentFormValues, list: string): number =>
  new Set(Object.keys(values).filter((path) => path.startsWith(`${list}.`)).map((path) => path.slice(list.length + 1).split('.')[0])).size;

/** The values with one row of a list removed, the later rows moved up (their paths renumbered). */
export const withoutRow = (values: ContentFormValues, list: string, removed: number): ContentFormValues =>
  Object.fromEntries(
    Object.entries(values).flatMap(([path, value]) => {
      if (!path.startsWith(`${list}.`)) return [[path, value]];
      const [index, ...rest] = path.slice(list.length + 1).split('.');
      const at = Number(index);
      if (at === removed) return [];
      return [[[list, at > removed ? at - 1 : at, ...rest].join('.'), value]];
    }),
  );

/** The values with an empty row added at the end of a list, with the given fields. */
export const withRow = (values: ContentFormValues, list: string, fields: readonly string[]): ContentFormValues => {
  const index = rowCount(values, list);
  return { ...values, ...Object.fromEntries(fields.map((field) => [`${list}.${index}.${field}`, ''])) };
};

/** The values with the photo at `at` (`properties.0.photo`) replaced, or removed when none is given. */
export const withPhoto = (values: ContentFormValues, at: string, photo: object | undefined): ContentFormValues => {
  const kept = Object.fromEntries(Object.entries(values).filter(([path]) => !path.startsWith(`${at}.`)));
  return photo ? flatten(photo, at, kept) : kept;
};
