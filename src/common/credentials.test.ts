import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS } from './common-passwords.ts';
import { NAME_MAX_LENGTH, nameTooLong, PASSWORD_MIN_LENGTH, passwordProblem } from './credentials.ts';

describe('account rules', () => {
  it('wants 10+ characters and no common password, whatever its case', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(10);
    expect(passwordProblem('12345678')).toBe('password_too_short');
    expect(passwordProblem('password')).toBe('password_too_short');
    expect(passwordProblem('1234567890')).toBe('password_too_common');
    expect(passwordProblem('QwertyUiop')).toBe('password_too_common');
    expect(passwordProblem('x'.repeat(129))).toBe('password_too_long');
    expect(passwordProblem('correct-horse-9')).toBeNull();
  });

  it('bundles only the common passwords the length rule lets through', () => {
    const list = COMMON_PASSWORDS.split('\n');
    expect(list.length).toBeGreaterThan(1000);
    expect(list.every((p) => p.length >= PASSWORD_MIN_LENGTH && p === p.toLowerCase())).toBe(true);
  });

  it('counts a name in characters, not UTF-16 units', () => {
    expect(NAME_MAX_LENGTH).toBe(100);
    expect(nameTooLong('😀'.repeat(100))).toBe(false);
    expect(nameTooLong('a'.repeat(101))).toBe(true);
  });
});
