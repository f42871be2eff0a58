// Which of a product query's arguments decide its answer. The API prices and stocks products at a
// point: the coordinate sent, else (for a signed-in USER) their default shipping address, else Riyadh
// (infra/api's resolveReach). The role only matters when no coordinate is sent. The catalog always
// sends one, so a GUEST and a USER question with the same coordinate have the same answer.
//
// The light reader keys answers by what decides them. A page the server rendered (as a guest) and then
// hydrated for a signed-in shopper asks again with the USER role; keyed without it, that question is
// already answered: no second request, and the cards are not rendered anew.

/** The arguments that name the role, and those that carry the coordinate, as the API's fields spell them. */
const ROLE_ARGS = new Set(['role', 'type']);
const COORDINATE_ARGS = ['coordinate', 'coordinates'];

const located = (args: Record<string, unknown> | null | undefined): boolean =>
  !!args && COORDINATE_ARGS.some((name) => args[name] !== null && args[name] !== undefined);

/** Variables as a cache key: the same, without the role when a coordinate is sent. */
export function reachKeyVariables<T extends object>(variables: T): Partial<T> {
  const all = variables as Record<string, unknown>;
  if (!located(all)) return variables;
  return Object.fromEntries(Object.entries(all).filter(([name]) => !ROLE_ARGS.has(name))) as Partial<T>;
}
