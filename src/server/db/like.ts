/** An ILIKE pattern for "contains `text`": `%`, `_` and `\` in what an admin typed are letters, not wildcards. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
