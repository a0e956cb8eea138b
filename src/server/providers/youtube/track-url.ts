/**
 * Timedtext URLs are signed by YouTube, so they are edited as text: only `fmt` and `tlang` change and
 * every other parameter keeps its exact spelling (URLSearchParams would re-encode `sparams=ip,ipbits`).
 */

export type TimedTextFormat = 'json3' | 'srv3' | 'xml' | 'vtt';

/** yt-dlp's rule: `exp=xpe`/`exp=xpv` marks a track YouTube only serves with a PO token (an empty body otherwise). */
export function needsPoToken(baseUrl: string): boolean {
  return queryOf(baseUrl).some((param) => param === 'exp=xpe' || param === 'exp=xpv');
}

/** The track URL asking for one format (the legacy XML is what timedtext sends without `fmt`), translated when `tlang` is set. */
export function timedTextUrl(baseUrl: string, format: TimedTextFormat, tlang?: string): string {
  const [beforeHash] = baseUrl.split('#');
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt);
  const params = queryOf(baseUrl).filter((param) => !/^(fmt|tlang)(=|$)/.test(param));
  if (format !== 'xml') params.push(`fmt=${format}`);
  if (tlang) params.push(`tlang=${encodeURIComponent(tlang)}`);
  return params.length > 0 ? `${path}?${params.join('&')}` : path;
}

function queryOf(url: string): string[] {
  const [beforeHash] = url.split('#');
  const queryAt = beforeHash.indexOf('?');
  return queryAt < 0
    ? []
    : beforeHash
        .slice(queryAt + 1)
        .split('&')
        .filter(Boolean);
}
