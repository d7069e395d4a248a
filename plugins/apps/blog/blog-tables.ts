import type { ColumnType, Generated } from '@tessera/sdk';

type Json = ColumnType<unknown, string, string>;

/**
 * The app's table. It is older than the app contract (the platform's migrations 0600 and 0707
 * made it, and history cannot be rewritten on existing databases), hence its name without the
 * app's prefix; the app's own migrations change it from there. Site templates and share links
 * copy posts into it as well (the platform's sharing and templates).
 */
export type BlogTables = {
  blog_posts: {
    id: Generated<number>;
    landing_id: number;
    title: string;
    /** The post's address under /blog/, unique on its website. */
    unique_name: string;
    /** The excerpt of the blog index and the post's description meta. */
    description: Generated<string>;
    image: Generated<string>;
    author: Generated<string>;
    design: Json;
    version: Generated<number>;
    /** The design as published, drawn on request; null while the post is a draft. */
    published_design: Json | null;
    published_version: number | null;
    published_at: Date | null;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
    /** The share link's secret; it imports only while `sharing` is on (migration 0005). */
    unique_id: Generated<string>;
    sharing: Generated<boolean>;
    /** When the post is to be published on its own (scheduledBlog); null when it is not. */
    publish_at: Date | null;
  };
  /** The admin's own posts (migration 0004): shared with agencies, who import them into their websites' blogs. */
  blog_admin_posts: {
    id: Generated<number>;
    title: string;
    description: Generated<string>;
    image: Generated<string>;
    author: Generated<string>;
    design: Json;
    version: Generated<number>;
    published_design: Json | null;
    published_at: Date | null;
    /** The share id agencies import the post by. */
    unique_id: Generated<string>;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
  };
  /** The blog index's words per website (migration 0003); a website without a row has the defaults. */
  blog_settings: {
    landing_id: number;
    title: string;
    description: string;
  };
  /** Recurring AI posts of a website (migration 0002). */
  blog_schedules: {
    id: Generated<number>;
    landing_id: number;
    prompt: string;
    repeat: 'day' | 'week' | 'month' | 'year';
    time: string;
    time_zone: string;
    starts_on: string;
    publish: boolean;
    active: boolean;
    /** The next run's moment; null while paused. Moved on in the same statement that claims a run. */
    next_run_at: Date | null;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
  };
  /**
   * Each post the AI writes on a schedule, claimed once: a schedule's run is unique by its due
   * moment, and a run is written only by whoever moves it from pending to running.
   */
  blog_ai_runs: {
    id: Generated<number>;
    landing_id: number;
    /** Null for a one-off (createAIScheduledBlog). */
    schedule_id: number | null;
    prompt: string;
    due_at: Date;
    publish: boolean;
    status: Generated<'pending' | 'running' | 'done' | 'failed'>;
    /** When a process took it to write; a run stuck running is written again after a while. */
    claimed_at: Date | null;
    post_id: number | null;
    error: string | null;
    created_at: Generated<Date>;
  };
};
