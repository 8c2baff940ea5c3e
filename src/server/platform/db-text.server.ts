/**
 * PostgreSQL cannot hold U+0000 in text: a NUL typed into a search box, a form field or a URL
 * would make the query fail (a 500), while SQLite would store it. This plugin replaces it with
 * U+FFFD in every string a query sends, on both backends, so such input behaves the same
 * everywhere and never breaks a query. No real text contains NUL; a lookup by a value that
 * had one simply finds nothing.
 */
import {
  type KyselyPlugin,
  OperationNodeTransformer,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type PrimitiveValueListNode,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  type ValueNode,
} from 'kysely';

const clean = (value: unknown): unknown =>
  typeof value === 'string' && value.includes('\u0000') ? value.replaceAll('\u0000', '\uFFFD') : value;

class ReplaceNul extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    const value = clean(node.value);
    return value === node.value ? node : { ...node, value };
  }

  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    return node.values.some((value) => clean(value) !== value) ? { ...node, values: node.values.map(clean) } : node;
  }
}

export class ReplaceNulPlugin implements KyselyPlugin {
  readonly #transformer = new ReplaceNul();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node, args.queryId);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}
