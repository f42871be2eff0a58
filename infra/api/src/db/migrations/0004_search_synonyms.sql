-- Single-word English/Arabic name pairs of product types and categories ("milk" ↔ "حليب"), so a query in
-- one language also reaches products whose other-language name says it differently.
CREATE MATERIALIZED VIEW search_synonyms AS
  WITH pairs AS (
    SELECT public.storefront_normalise(name) AS en, public.storefront_normalise(ar_name) AS ar FROM product_types
    UNION
    SELECT public.storefront_normalise(name), public.storefront_normalise(ar_name) FROM categories
  ),
  single AS (
    SELECT en, ar FROM pairs
     WHERE en <> '' AND ar <> '' AND position(' ' IN en) = 0 AND position(' ' IN ar) = 0
  ),
  both_ways AS (
    SELECT en AS term, unnest(public.storefront_search_terms(ar)) AS synonym FROM single
    UNION
    SELECT unnest(public.storefront_search_terms(ar)), en FROM single
  )
  SELECT DISTINCT term, synonym FROM both_ways WHERE term <> synonym;
CREATE INDEX search_synonyms_term ON search_synonyms (term);
