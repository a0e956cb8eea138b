import { ensureSystemAccount } from '../auth/system-account.ts';
import type { Db } from '../db/client.ts';

/**
 * The account that owns the library's notes (ADR 32): each library clip is made once, as this account's
 * note, shared, and every learner studies their own copy of it. No one signs in to it (auth/system-account.ts).
 */
export const LIBRARY_ACCOUNT = {
  id: 'lingoclip-library',
  email: 'library@lingoclip.invalid',
  name: 'Lingoclip library',
} as const;

/** Creates the library account when missing (the seed command does it first; opening an entry makes sure). */
export const ensureLibraryAccount = (db: Db) => ensureSystemAccount(db, LIBRARY_ACCOUNT);
