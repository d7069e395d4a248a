import type { ColumnType, Generated, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | undefined, Date>;
type Json<T> = ColumnType<T, string, string>;
type JsonWithDefault<T> = ColumnType<T, string | undefined, string>;

/** Tables of the agency dashboard: templates, forms, menus, files, backups, keywords. */

export interface SiteTemplatesTable {
  id: Generated<number>;
  name: string;
  description: Generated<string>;
  category: Generated<string>;
  published: Generated<boolean>;
  /** A SiteTemplateContent (see modules/templates). */
  content: Json<unknown>;
  created_at: CreatedAt;
  /** Added by migration 0310. */
  published_at: Date | null;
  created_by: number | null;
  updated_at: CreatedAt;
}

/** A digital business card of a website (migration 0708). */
export interface CardsTable {
  id: Generated<number>;
  landing_id: number;
  design: string;
  theme: string;
  /** The SDK's CardContent: what every design draws. */
  content: Json<unknown>;
  /** The design's own options. */
  options: Json<unknown>;
  custom_url: string;
  redirect: Generated<string>;
  show_lead_form: Generated<boolean>;
  /** LeadForm and FieldList, as core's cardLeadFormSchema reads them (migration 0709). */
  lead_form: JsonWithDefault<unknown>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** A user who holds a card, with the card permissions they hold (migration 0709). */
export interface CardUsersTable {
  id: Generated<number>;
  card_id: number;
  user_id: number;
  permissions: JsonWithDefault<string[]>;
  created_at: CreatedAt;
}

/** A request to hand a card to another user of its agency. */
export interface CardTransfersTable {
  id: Generated<number>;
  card_id: number;
  from_user_id: number | null;
  to_user_id: number;
  status: Generated<'pending' | 'confirmed' | 'declined'>;
  created_at: CreatedAt;
  decided_at: Date | null;
}

/** A lead sent through a card's lead form. */
export interface CardContactsTable {
  id: Generated<number>;
  card_id: number;
  fields: Json<Record<string, string>>;
  ip_hash: string;
  created_at: CreatedAt;
}

/** A category of site templates ('site') or page templates ('page'); templates name it by its label. */
export interface TemplateCategoriesTable {
  id: Generated<number>;
  kind: 'site' | 'page';
  name: string;
  published: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface PageTemplatesTable {
  id: Generated<number>;
  name: string;
  category: Generated<string>;
  published: Generated<boolean>;
  design: Json<unknown>;
  created_at: CreatedAt;
  /** Added by migration 0310: the admin's designer saves with the version it started from. */
  version: Generated<number>;
  published_at: Date | null;
  created_by: number | null;
  updated_at: CreatedAt;
}

export interface FormsTable {
  id: Generated<number>;
  landing_id: number;
  name: string;
  /** A FormConfig of core (fields, submit action, notification, connections). */
  config: Json<unknown>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface MenusTable {
  id: Generated<number>;
  landing_id: number;
  name: string;
  position: Generated<number>;
  items: JsonWithDefault<unknown[]>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface FilesTable {
  id: Generated<number>;
  /** Null for files of the platform's own admins. */
  agency_id: number | null;
  /** Null for agency-wide media-library uploads (the designer's image picker without a website). */
  landing_id: number | null;
  uploaded_by: number | null;
  name: string;
  storage_key: string;
  url: string;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
  /** The prompt of an AI image uploaded with upload-non-convert-image. */
  image_prompt: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface BackupRecordsTable {
  id: Generated<number>;
  landing_id: number;
  kind: 'manual' | 'automatic' | 'publish' | 'restore';
  note: Generated<string>;
  snapshot: Json<unknown>;
  size: number;
  created_by: number | null;
  created_at: CreatedAt;
}

export interface LandingKeywordsTable {
  id: Generated<number>;
  landing_id: number;
  name: string;
  created_at: CreatedAt;
}

export interface DashboardTables {
  site_templates: SiteTemplatesTable;
  page_templates: PageTemplatesTable;
  template_categories: TemplateCategoriesTable;
  cards: CardsTable;
  card_users: CardUsersTable;
  card_transfers: CardTransfersTable;
  card_contacts: CardContactsTable;
  forms: FormsTable;
  menus: MenusTable;
  files: FilesTable;
  backup_records: BackupRecordsTable;
  landing_keywords: LandingKeywordsTable;
}

export type FileRow = Selectable<FilesTable>;
export type PageTemplateRow = Selectable<PageTemplatesTable>;
export type SiteTemplateRow = Selectable<SiteTemplatesTable>;
export type FormRow = Selectable<FormsTable>;
export type MenuRow = Selectable<MenusTable>;
export type BackupRecordRow = Selectable<BackupRecordsTable>;
export type CardRow = Selectable<CardsTable>;
