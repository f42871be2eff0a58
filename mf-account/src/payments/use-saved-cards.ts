// The signed-in shopper's saved cards as /payments reads and changes them: read from the API, and
// every change (a card saved from its provider token, the default chosen, a card removed) answered
// with the whole list as the server has it afterwards, which replaces the page's copy.
import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  SavedCardsAddDocument,
  SavedCardsChooseDefaultDocument,
  SavedCardsPageDocument,
  SavedCardsRemoveDocument,
  type CardTokenInput,
  type SavedCardFragment,
  type SavedCardsChangeFragment,
} from '../generated/graphql';
import { settle, type MutationOutcome, type PageLanguage } from '../shared/mutation-outcome';

export type SavedCard = SavedCardFragment;
export type CardsOutcome = MutationOutcome<SavedCardsChangeFragment>;

function keepCards(cache: ApolloCache, result: SavedCardsChangeFragment | undefined): void {
  if (result?.success) cache.writeQuery({ query: SavedCardsPageDocument, data: { getUserCards: result.cards } });
}

export function useSavedCards(language: PageLanguage) {
  const { data, error, refetch } = useQuery(SavedCardsPageDocument, { fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true });
  const [add] = useMutation(SavedCardsAddDocument, { update: (cache, { data: d }) => keepCards(cache, d?.addCardToken) });
  const [chooseDefault] = useMutation(SavedCardsChooseDefaultDocument, { update: (cache, { data: d }) => keepCards(cache, d?.chooseDefaultCard) });
  const [remove] = useMutation(SavedCardsRemoveDocument, { update: (cache, { data: d }) => keepCards(cache, d?.removeCard) });
  const cards = data?.getUserCards;
  return {
    cards,
    failed: cards === undefined && error !== undefined,
    reload: () => void refetch().catch(() => undefined),
    add: (input: CardTokenInput): Promise<CardsOutcome> => settle(async () => (await add({ variables: { input } })).data?.addCardToken, language),
    chooseDefault: (cardId: string): Promise<CardsOutcome> => settle(async () => (await chooseDefault({ variables: { cardId } })).data?.chooseDefaultCard, language),
    remove: (cardId: string): Promise<CardsOutcome> => settle(async () => (await remove({ variables: { cardId } })).data?.removeCard, language),
  };
}
