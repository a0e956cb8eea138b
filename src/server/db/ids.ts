import { randomBytes } from 'node:crypto';

let lastMs = 0;
let sequence = 0;

/**
 * UUIDv7 made in the application (PostgreSQL 15 has no uuidv7()): time-ordered, so "newest first"
 * and keyset paging by `lastId` are one index scan on the primary key. Ids made in the same
 * millisecond count up in the 12-bit `rand_a` field (RFC 9562, method 1), so they keep their order.
 */
export function uuidv7(now: number = Date.now()): string {
  if (now > lastMs) {
    lastMs = now;
    sequence = 0;
  } else if (++sequence > 0xfff) {
    lastMs += 1;
    sequence = 0;
  }
  const bytes = randomBytes(16);
  bytes.writeUIntBE(lastMs, 0, 6);
  bytes[6] = 0x70 | (sequence >> 8);
  bytes[7] = sequence & 0xff;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The smallest UUIDv7 of the millisecond `ms`: `id >= uuidv7Floor(t)` finds rows made since t by the primary key. */
export function uuidv7Floor(ms: number): string {
  const hex = Math.max(0, Math.floor(ms)).toString(16).padStart(12, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-7000-8000-000000000000`;
}
