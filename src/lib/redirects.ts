/**
 * CMS redirects (SPEC §2): `from_url` is a pattern where `*` matches any run of characters (across segments),
 * `to_url` is internal (a path) or external (a full URL, followed only when flagged external). The query and
 * hash of the original URL are kept. Patterns are matched against the path without the locale prefix.
 */
export interface CmsRedirect {
  from_url: string;
  to_url: string;
  external?: boolean;
}

export interface RedirectTarget {
  url: string;
  external: boolean;
}

function patternToRegExp(pattern: string): RegExp {
  const escaped = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('(.*)');
  return new RegExp(`^${escaped}/?$`);
}

function mergeQuery(target: string, search: string, hash: string): string {
  const [beforeHash, targetHash] = target.split('#', 2) as [string, string | undefined];
  const [path, targetQuery] = beforeHash.split('?', 2) as [string, string | undefined];
  const query = new URLSearchParams(targetQuery);
  for (const [key, value] of new URLSearchParams(search)) if (!query.has(key)) query.append(key, value);
  const queryText = query.toString();
  const finalHash = targetHash !== undefined ? `#${targetHash}` : hash;
  return `${path}${queryText ? `?${queryText}` : ''}${finalHash}`;
}

/** Finds the first redirect whose from_url matches `path`; `*` captures can be reused in to_url as `*` in order. */
export function resolveRedirect(redirects: readonly CmsRedirect[], path: string, search = '', hash = ''): RedirectTarget | undefined {
  for (const redirect of redirects) {
    if (!redirect.from_url || !redirect.to_url) continue;
    const match = patternToRegExp(redirect.from_url).exec(path);
    if (!match) continue;
    const captures = match.slice(1);
    let index = 0;
    const to = redirect.to_url.replace(/\*/g, () => captures[index++] ?? '');
    const external = /^[a-z][a-z0-9+.-]*:/i.test(to) || to.startsWith('//');
    if (!external && to === path) continue;
    return { url: mergeQuery(to, search, hash), external: external || redirect.external === true };
  }
  return undefined;
}
