import { sharedEngine } from '../language/shared-engine.ts';
import type { Providers } from '../providers/index.ts';
import type { MaterialTools } from './types.ts';

export const materialTools = (providers: Pick<Providers, 'translator'>): MaterialTools => ({
  engine: sharedEngine,
  translator: providers.translator,
});
