import { OperationNodeTransformer, type KyselyPlugin, type PluginTransformQueryArgs, type PluginTransformResultArgs, type QueryResult, type ReferenceNode, type ReferencesNode, type RootOperationNode, type TableNode, type UnknownRow } from 'kysely';

/** The prefix an app's tables are named with: its id, dashes made underscores, then "_" ("video-channels" → "video_channels_"). */
export const appTablePrefix = (appId: string) => `${appId.replaceAll('-', '_')}_`;

/**
 * Finds every table a query names as a table (from, into, update, join, create, alter, index
 * on). Column references ("p.id") and foreign keys ("references landings.id") are not tables
 * the query reads or writes, so they are left alone: an app's rows may point at the platform's.
 */
class TableNames extends OperationNodeTransformer {
  readonly names = new Set<string>();

  protected override transformTable(node: TableNode): TableNode {
    this.names.add(node.table.schema ? `${node.table.schema.name}.${node.table.identifier.name}` : node.table.identifier.name);
    return node;
  }

  protected override transformReference(node: ReferenceNode): ReferenceNode {
    return node;
  }

  protected override transformReferences(node: ReferencesNode): ReferencesNode {
    return node;
  }
}

/**
 * Keeps an app to its own tables: any query through its `db` that names another table (the
 * platform's, another app's, one in another schema) throws before it reaches the database,
 * naming the app and the table, in its tests as in production. The platform's data is the
 * services' business (`WebsiteReachToken`, `SitePagesToken`…), so an app cannot read another
 * agency's rows or change the platform's by mistake. Raw `sql` strings are not parsed: build
 * table names with the query builder or `sql.table`.
 */
export class OwnTablesOnly implements KyselyPlugin {
  private readonly prefix: string;

  constructor(private readonly appId: string) {
    this.prefix = appTablePrefix(appId);
  }

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    const tables = new TableNames();
    tables.transformNode(node);
    for (const name of tables.names) {
      if (!name.startsWith(this.prefix)) {
        throw new Error(`App "${this.appId}" may use only its own tables, named "${this.prefix}…"; it asked for "${name}". Reach the platform's data through its services.`);
      }
    }
    return node;
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}
