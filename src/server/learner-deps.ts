import type { Db } from './db/client.ts';
import type { Providers } from './providers/index.ts';

/** What the learner's-loop domains (saved words and sentences, reviews, quizzes, exports) need. */
export type LearnerDeps = { db: Db; providers: Providers };
