import type { AiWriter, DesignJson } from '@tessera/sdk';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { aiKeyFor, askAi } from '../modules/ai/ai-key.ts';
import { blogPostDesign } from '../modules/ai/copy-designs.ts';
import type { AiText } from '../services/ai-text.ts';

/** Apps' AI writing, through the platform's AI text port and the agency's key. */
export function createAiWriter(db: Db, config: AppConfig, aiText: AiText): AiWriter {
  return {
    async blogPost({ agencyId, prompt }) {
      const apiKey = await aiKeyFor(db, config, agencyId);
      const copy = await askAi(() => aiText.blogPost({ apiKey, prompt }));
      const design = blogPostDesign(copy);
      return { title: copy.title, excerpt: copy.excerpt, design: design as unknown as DesignJson };
    },
  };
}
