// The shell's one cache policy: search suggestions are answers to one query text (in one language,
// for one reach), kept per question and not normalised, since a suggestion has no id of its own; the
// shopper's account, whose language the header saves, is kept by id.
import type { CachePolicy } from 'remote-kit';

export const shellCachePolicy: CachePolicy = {
  domain: 'shell',
  typePolicies: {
    SearchSuggestions: { keyFields: false },
    SearchSuggestion: { keyFields: false },
    User: { keyFields: ['id'] },
  },
};
