/**
 * One `Range: bytes=…` request against a body of `size` bytes: the inclusive span to send, null to
 * send everything (no or unusable header), or 'unsatisfiable'. Safari's <audio> asks for ranges
 * and will not play media from a server that ignores them; several ranges at once are answered whole.
 */
export function parseByteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | 'unsatisfiable' {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    // `bytes=-500`: the last 500 bytes.
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
