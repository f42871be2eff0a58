// Validation rules guarding the GraphQL endpoint: depth, aliases, and lone authentication mutations.
import {
  GraphQLError, Kind,
  type ASTVisitor, type FragmentDefinitionNode, type SelectionSetNode, type ValidationContext, type ValidationRule,
} from 'graphql';
import { messages, type MessageKey } from '../messages.js';

export const MAX_DEPTH = 10;
export const MAX_ALIASES = 20;
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
