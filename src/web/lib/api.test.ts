import { describe, expect, it } from 'vitest';
import { attachmentName } from './api.ts';

describe('attachmentName', () => {
  it('reads plain and RFC 5987 file names', () => {
    expect(attachmentName('attachment; filename="words.apkg"')).toBe('words.apkg');
    expect(attachmentName("attachment; filename*=UTF-8''mots%20cor%C3%A9ens.csv")).toBe('mots coréens.csv');
    expect(attachmentName(null)).toBeUndefined();
  });
});
