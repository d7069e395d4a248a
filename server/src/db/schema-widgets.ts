import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | undefined, Date>;

/** Tables of the dashboard widgets the admin sets: promos, help videos and the support chat. */

export interface PromosTable {
  id: Generated<number>;
  title: string;
  message: string;
  image_url: string | null;
  link_url: string | null;
  link_label: string | null;
  active: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** Which agency owner has been shown which promo: each is shown once per user. */
export interface PromoViewsTable {
  promo_id: number;
  user_id: number;
  seen_at: CreatedAt;
}

export interface HelpVideosTable {
  /** A key of HELP_VIDEO_SCREENS. */
  screen: string;
  title: string;
  video_url: string;
  updated_at: CreatedAt;
}

/** At most one row (id 1): the install's support chat. */
export interface SupportChatTable {
  id: number;
  provider: 'crisp' | 'tawk';
  account_id: string;
  updated_at: CreatedAt;
}

export interface WidgetTables {
  promos: PromosTable;
  promo_views: PromoViewsTable;
  help_videos: HelpVideosTable;
  support_chat: SupportChatTable;
}
