import { createServiceToken } from '@tessera/sdk';
import type { Redis } from 'ioredis';

/** The Redis every process of an install shares (REDIS_URL); registered only when there is one. */
export const SharedRedisToken = createServiceToken<Redis>('SharedRedis');
