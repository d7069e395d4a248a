import type { ColumnType, Generated, Selectable } from 'kysely';
import type { IntegrationKind, OAuthProvider } from '@tessera/core';

type CreatedAt = ColumnType<Date, Date | undefined, Date>;
type JsonWithDefault<T> = ColumnType<T, string | undefined, string>;

/** Tables of the agency's OAuth connections and the websites' integrations. */

export interface OAuthAccountsTable {
  id: Generated<number>;
  agency_id: number;
  provider: OAuthProvider;
  external_id: string;
  name: string;
  /** The TokenSet, sealed with the secrets key. */
  sealed_tokens: string;
  expires_at: Date | null;
  status: Generated<'connected' | 'revoked'>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface OAuthStatesTable {
  state: string;
  provider: OAuthProvider;
  agency_id: number;
  user_id: number;
  code_verifier: string | null;
  return_to: string;
  created_at: CreatedAt;
}

export interface IntegrationsTable {
  id: Generated<number>;
  landing_id: number;
  name: string;
  kind: IntegrationKind;
  oauth_account_id: number | null;
  target_id: Generated<string>;
  target_name: Generated<string>;
  tags: JsonWithDefault<string[]>;
  field_map: JsonWithDefault<Record<string, string>>;
  url_template: Generated<string>;
  on_forms: Generated<boolean>;
  on_cards: Generated<boolean>;
  active: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface IntegrationDeliveriesTable {
  id: Generated<number>;
  integration_id: number;
  source: string;
  delivery_id: string;
  attempt: number;
  success: boolean;
  status_code: number | null;
  error: string | null;
  duration_ms: number;
  created_at: CreatedAt;
}

export interface IntegrationTables {
  oauth_accounts: OAuthAccountsTable;
  oauth_states: OAuthStatesTable;
  integrations: IntegrationsTable;
  integration_deliveries: IntegrationDeliveriesTable;
}

export type OAuthAccountRow = Selectable<OAuthAccountsTable>;
export type IntegrationRow = Selectable<IntegrationsTable>;
