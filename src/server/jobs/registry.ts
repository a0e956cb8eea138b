import { cleanupSessions } from './cleanup-sessions.ts';
import type { JobDefinition } from './definition.ts';
import { importDictionary } from '../dictionary/import.job.ts';
import { makeMaterial } from '../material/material.job.ts';
import { generateNote } from '../notes/generate-note.job.ts';

/** Every job the workers run. A new job is added here once. */
export const JOBS = [cleanupSessions, generateNote, makeMaterial, importDictionary] as unknown as JobDefinition[];
