// Validation rules guarding the GraphQL endpoint: depth, aliases, and lone authentication mutations.
import {
  GraphQLError, Kind, validate, getNamedType, getNullableType, isCompositeType, isListType, isObjectType, isInterfaceType, valueFromASTUntyped,
  type ASTVisitor, type FieldNode, type FragmentDefinitionNode, type GraphQLCompositeType, type GraphQLField,
  type DocumentNode, type GraphQLSchema, type SelectionSetNode, type ValidationContext, type ValidationRule,
} from 'graphql';
import { messages, type MessageKey } from '../messages.js';

export const MAX_DEPTH = 10;
export const MAX_ALIASES = 20;
/** The most a request may cost (see costLimitRule); the storefront's own pages stay far below it. */
export const MAX_COST = 10_000;
/** What a list without a size argument is assumed to hold. */
const ASSUMED_LIST_SIZE = 10;
// Sizes past what the resolvers accept are counted at those limits: the resolver then refuses the
// argument itself, which tells the caller more than a cost error would.
const MAX_PAGE_SIZE = 100;
const MAX_ROWS = 5_000;
/** Mutations that issue or consume credentials: never batched, never aliased in multiples. */
export const AUTH_MUTATIONS = new Set(['login', 'register', 'refreshToken', 'requestPasswordReset', 'resetPassword']);

function keyedError(key: MessageKey, code = 'GRAPHQL_VALIDATION_FAILED'): GraphQLError {
  return new GraphQLError(messages[key].en, { extensions: { code, key, arMessage: messages[key].ar } });
}

export function depthLimitRule(maxDepth = MAX_DEPTH): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const def of context.getDocument().definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
    const depthOf = (set: SelectionSetNode | undefined, seen: Set<string>): number => {
      if (!set) return 0;
      let max = 0;
      for (const selection of set.selections) {
        if (selection.kind === Kind.FIELD) {
          if (selection.name.value.startsWith('__')) continue;
          max = Math.max(max, selection.selectionSet ? 1 + depthOf(selection.selectionSet, seen) : 1);
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          max = Math.max(max, depthOf(selection.selectionSet, seen));
        } else {
          const name = selection.name.value;
          const fragment = fragments.get(name);
          if (!fragment || seen.has(name)) continue;
          max = Math.max(max, depthOf(fragment.selectionSet, new Set([...seen, name])));
        }
        if (max > maxDepth) return max;
      }
      return max;
    };
    return {
      OperationDefinition(node) {
        if (depthOf(node.selectionSet, new Set()) > maxDepth) context.reportError(keyedError('query_too_deep'));
      },
    };
  };
}

export function aliasLimitRule(maxAliases = MAX_ALIASES): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    let count = 0;
    let reported = false;
    return {
      Field(node) {
        if (!node.alias) return;
        count += 1;
        if (count > maxAliases && !reported) {
          reported = true;
          context.reportError(keyedError('too_many_aliases'));
        }
      },
    };
  };
}

/**
 * A cost for each operation before anything runs, refused past maxCost: a leaf field costs 1; a field
 * with children costs (1 + their cost) times the rows it can return — its size argument (first, limit,
 * pageSize) plus the rows a page number skips, or an assumed size for a list without one. Aliases
 * multiply, since each aliased field is counted, so 20 aliases of one big listing cost 20 times one.
 */
export function costLimitRule(maxCost = MAX_COST, variables: Record<string, unknown> = {}): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const def of context.getDocument().definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
    const schema = context.getSchema();

    const argument = (node: FieldNode, field: GraphQLField<unknown, unknown>, name: string): number | undefined => {
      const given = node.arguments?.find((a) => a.name.value === name);
      const value = given ? valueFromASTUntyped(given.value, variables) : field.args.find((a) => a.name === name)?.defaultValue;
      return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
    };

    const rowsOf = (node: FieldNode, field: GraphQLField<unknown, unknown>, sized: boolean): { rows: number; sized: boolean } => {
      const size = argument(node, field, 'first') ?? argument(node, field, 'limit') ?? argument(node, field, 'pageSize');
      if (size !== undefined) {
        const page = argument(node, field, 'page') ?? 1;
        return { rows: Math.min(Math.min(size, MAX_PAGE_SIZE) * page, MAX_ROWS), sized: true };
      }
      if (!sized && isListType(getNullableType(field.type))) return { rows: ASSUMED_LIST_SIZE, sized };
      return { rows: 1, sized };
    };

    const costOf = (set: SelectionSetNode, parent: GraphQLCompositeType, sized: boolean, seen: Set<string>): number => {
      let total = 0;
      for (const selection of set.selections) {
        if (selection.kind === Kind.FIELD) {
          if (selection.name.value.startsWith('__')) continue;
          const field = isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[selection.name.value] : undefined;
          if (!field) continue; // unknown fields are another rule's error
          if (!selection.selectionSet) {
            total += 1;
            continue;
          }
          const type = getNamedType(field.type);
          const rows = rowsOf(selection, field, sized);
          total += rows.rows * (1 + (isCompositeType(type) ? costOf(selection.selectionSet, type, rows.sized, seen) : 0));
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
          if (type && isCompositeType(type)) total += costOf(selection.selectionSet, type, sized, seen);
        } else {
          const fragment = fragments.get(selection.name.value);
          if (!fragment || seen.has(fragment.name.value)) continue;
          const type = schema.getType(fragment.typeCondition.name.value);
          if (type && isCompositeType(type)) total += costOf(fragment.selectionSet, type, sized, new Set([...seen, fragment.name.value]));
        }
        if (total > maxCost) return total;
      }
      return total;
    };

    return {
      OperationDefinition(node) {
        const root = node.operation === 'query' ? schema.getQueryType() : node.operation === 'mutation' ? schema.getMutationType() : schema.getSubscriptionType();
        if (root && costOf(node.selectionSet, root, false, new Set()) > maxCost) context.reportError(keyedError('query_too_costly'));
      },
    };
  };
}

/** A document touching an authentication mutation holds one operation with one root field. */
export const loneAuthMutationRule: ValidationRule = (context: ValidationContext): ASTVisitor => ({
  Document(node) {
    const operations = node.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
    const touchesAuth = operations.some(
      (op) =>
        op.operation === 'mutation' &&
        op.selectionSet.selections.some((s) => s.kind !== Kind.FIELD || AUTH_MUTATIONS.has(s.name.value)),
    );
    if (!touchesAuth) return;
    const lone = operations.length === 1 && operations[0]!.selectionSet.selections.length === 1 &&
      operations[0]!.selectionSet.selections[0]!.kind === Kind.FIELD;
    if (!lone) context.reportError(keyedError('single_operation_only'));
  },
});

/** Production hides the schema: no __schema or __type fields (__typename stays). */
export const noIntrospectionRule: ValidationRule = (context: ValidationContext): ASTVisitor => ({
  Field(node) {
    if (node.name.value === '__schema' || node.name.value === '__type') {
      context.reportError(new GraphQLError('GraphQL introspection is disabled.', { nodes: [node], extensions: { code: 'GRAPHQL_VALIDATION_FAILED', key: 'forbidden' } }));
    }
  },
});

export function validationRules(production: boolean): ValidationRule[] {
  const rules = [depthLimitRule(), aliasLimitRule(), loneAuthMutationRule];
  return production ? [...rules, noIntrospectionRule] : rules;
}

/**
 * The cost of a request depends on its variables (a page size is usually one), which validation
 * rules do not see when the document is cached: it is checked before execution instead, on every
 * request, and a refused request runs no resolver.
 */
export function costErrors(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown> | undefined): readonly GraphQLError[] {
  return validate(schema, document, [costLimitRule(MAX_COST, variables ?? {})]);
}
