export function asciiPattern(literal: string): string;
export function asciiRegexps(file: string): number;
