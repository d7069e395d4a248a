import type { ColumnType, Generated, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | undefined, Date>;
type Json<T> = ColumnType<T, string, string>;

/** Tables of the designer's blocks and sandbox designs (migration 0300). */

export interface AdminBlocksTable {
  id: Generated<number>;
  name: string;
  category: Generated<string>;
  /** A page document of the block's sections. */
  design: Json<unknown>;
  published: Generated<boolean>;
  published_at: Date | null;
  version: Generated<number>;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface AgencyBlocksTable {
  id: Generated<number>;
  agency_id: number;
  name: string;
  category: Generated<string>;
  design: Json<unknown>;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface PageSandboxesTable {
  page_id: number;
  design: Json<unknown>;
  version: Generated<number>;
  /** The page version the sandbox was copied from, or last applied as. */
  base_version: number;
  updated_by: number | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface DesignerTables {
  admin_blocks: AdminBlocksTable;
  agency_blocks: AgencyBlocksTable;
  page_sandboxes: PageSandboxesTable;
}

export type AdminBlockRow = Selectable<AdminBlocksTable>;
export type AgencyBlockRow = Selectable<AgencyBlocksTable>;
export type PageSandboxRow = Selectable<PageSandboxesTable>;
