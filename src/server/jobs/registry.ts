import { cleanupSessions } from './cleanup-sessions.ts';
import type { JobDefinition } from './definition.ts';

/** Every job the workers run. A new job is added here once. */
export const JOBS: JobDefinition[] = [cleanupSessions as unknown as JobDefinition];
