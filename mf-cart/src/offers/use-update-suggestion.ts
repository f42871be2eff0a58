// Records the shopper's out-of-stock choice on the offer at a position (spec §7 cart update). An
// answer without a suggestion at that position is logged as failed and gives null (spec §5).
import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { UpdateCartSuggestionDocument, type UpdateCartSuggestionMutation } from '../generated/graphql';
import { offersVariables, type OffersQuery, type OutOfStockAction } from './offers-api';

export type UpdatedSuggestion = NonNullable<UpdateCartSuggestionMutation['updateCartSuggestion']['updatedSuggestion']>;

export function useUpdateSuggestion(): (position: number, action: OutOfStockAction, query: OffersQuery) => Promise<UpdatedSuggestion | null> {
  const [update] = useMutation(UpdateCartSuggestionDocument);
  return useCallback(
    async (position, action, query) => {
      const { data } = await update({ variables: { position, action, ...offersVariables(query) } });
      const updated = data?.updateCartSuggestion.updatedSuggestion ?? null;
      if (!updated) console.error('failed to update suggestion', position);
      return updated;
    },
    [update],
  );
}
