/** URLs from the platform that end up in a frame or a link are followed only over http(s): a `javascript:` URL would run in our origin. */
export function safeHttpUrl(url: string | null | undefined, origin: string): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url, origin);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}
