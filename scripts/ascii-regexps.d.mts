/** A regular expression literal's text with its non-ASCII characters escaped (see ascii-regexps.mjs). */
export function asciiPattern(literal: string): string;
/** Source-map mappings with generated columns moved for text inserted on some lines. */
export function shiftMappings(mappings: string, insertions: Map<number, [number, number][]>): string;
/** Rewrites a built file (and its linked map) so its regular expression literals are ASCII; answers the non-ASCII characters left. */
export function asciiRegexps(file: string): number;
