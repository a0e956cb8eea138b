import { describe, expect, it } from 'vitest';
import { tabAfterKey } from './NoteTabs.tsx';

describe('tabAfterKey', () => {
  it('moves with the arrows, wrapping around', () => {
    expect(tabAfterKey('transcript', 'ArrowRight')).toBe('words');
    expect(tabAfterKey('guide', 'ArrowRight')).toBe('transcript');
    expect(tabAfterKey('transcript', 'ArrowLeft')).toBe('guide');
  });
  it('jumps to the ends with Home and End, and ignores other keys', () => {
    expect(tabAfterKey('grammar', 'Home')).toBe('transcript');
    expect(tabAfterKey('grammar', 'End')).toBe('guide');
    expect(tabAfterKey('grammar', 'Enter')).toBeNull();
  });
});
