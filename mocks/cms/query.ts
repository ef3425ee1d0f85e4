/**
 * Parses Strapi v4 bracket queries (`populate[seo][populate]=*`, `filters[url][$eq]=/x`) the way
 * Strapi's `qs` does, strictly: a malformed key is a BadQuery, which the routes answer with 400.
 */

export type QueryNode = string | QueryNode[] | { [key: string]: QueryNode };

export class BadQuery extends Error {
  override readonly name = 'BadQuery';
}

const MAX_DEPTH = 8;
const KEY = /^([^[\]]+)((?:\[[^[\]]*\])*)$/;

function segments(key: string): string[] {
  const match = KEY.exec(key);
  if (!match) throw new BadQuery(`Invalid query key ${key}`);
  const [, head = '', tail = ''] = match;
  const rest = tail === '' ? [] : tail.slice(1, -1).split('][');
  if (rest.length > MAX_DEPTH) throw new BadQuery(`Query key ${key} is nested too deeply`);
  return [head, ...rest];
}

type Tree = { [key: string]: Tree | string | string[] };

function isTree(value: Tree | string | string[] | undefined): value is Tree {
  return typeof value === 'object' && !Array.isArray(value);
}

/** Objects whose keys are exactly 0..n-1 become arrays, as qs does with indices. */
function toNode(value: Tree | string | string[]): QueryNode {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted: Record<string, QueryNode> = {};
  for (const key of keys) converted[key] = toNode(value[key] as Tree | string | string[]);
  if (keys.length > 0 && keys.every((key, index) => key === String(index))) return keys.map((key) => converted[key] as QueryNode);
  return converted;
}

export function parseQuery(search: URLSearchParams): Record<string, QueryNode> {
  const root: Tree = {};
  for (const [key, value] of search) {
    const path = segments(key);
    let node: Tree = root;
    for (let index = 0; index < path.length; index++) {
      const segment = path[index] ?? '';
      const last = index === path.length - 1;
      // `a[]=x` is valid qs, but nothing the app sends uses it: refusing it keeps the parser small.
      if (segment === '') throw new BadQuery(`Empty brackets are not supported in ${key}`);
      const existing = node[segment];
      if (last) {
        if (existing === undefined) node[segment] = value;
        else if (typeof existing === 'string') node[segment] = [existing, value];
        else if (Array.isArray(existing)) existing.push(value);
        else throw new BadQuery(`Query key ${key} is both a value and an object`);
      } else if (existing === undefined) {
        const child: Tree = {};
        node[segment] = child;
        node = child;
      } else if (isTree(existing)) {
        node = existing;
      } else {
        throw new BadQuery(`Query key ${key} is both a value and an object`);
      }
    }
  }
  const result: Record<string, QueryNode> = {};
  for (const [key, value] of Object.entries(root)) result[key] = toNode(value);
  return result;
}
