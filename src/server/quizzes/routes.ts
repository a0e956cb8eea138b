import type { FastifyInstance } from 'fastify';
import type { LearnerDeps } from '../learner-deps.ts';

/** Routes of this domain (issue 5); see docs/decisions/0007-learners-loop.md. */
export function registerQuizRoutes(app: FastifyInstance, deps: LearnerDeps): void {
  void app;
  void deps;
}
