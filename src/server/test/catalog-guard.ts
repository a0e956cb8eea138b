import { afterAll, expect } from 'vitest';
import { uncataloguedMessages } from '../http/error-body.ts';

// Every message an error body carried in this test file must be in the catalogue the web app translates
// (src/common/error-messages.ts, ADR 9): a new sentence without a reason fails here, not in a Korean UI.
// The set outlives the file when server tests share a worker (isolate: false), so each file empties it.
afterAll(() => {
  const missing = [...uncataloguedMessages];
  uncataloguedMessages.clear();
  expect(missing, 'messages missing from src/common/error-messages.ts').toEqual([]);
});
