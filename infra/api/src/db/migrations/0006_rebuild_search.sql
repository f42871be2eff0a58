-- Rebuilds every search row at once, set-based; bulk loads use it instead of the per-row trigger.
-- Computes exactly what storefront_product_search_row computes for one product.
CREATE FUNCTION storefront_rebuild_search() RETURNS void
LANGUAGE plpgsql AS $fn$
BEGIN
  DELETE FROM product_terms;
  DELETE FROM product_search;
  INSERT INTO product_search (product_id, active, category_id, parent_category_id, brand_id, product_type_id, rating,
                              ar_key, en_key, name_terms, search_terms)
  SELECT p.id, p.active, p.category_id, c.parent_id, p.brand_id, p.product_type_id, p.rating,
         public.storefront_normalise(p.ar_name), public.storefront_normalise(p.name),
         public.storefront_search_terms(concat_ws(' ', p.name, p.ar_name)),
         public.storefront_search_terms(concat_ws(' ', p.name, p.ar_name, array_to_string(p.tags, ' '),
           concat_ws(' ', b.name, b.ar_name, t.name, t.ar_name, c.name, c.ar_name)))
    FROM products p
    LEFT JOIN brands b ON b.id = p.brand_id
    LEFT JOIN product_types t ON t.id = p.product_type_id
    LEFT JOIN categories c ON c.id = p.category_id;
  INSERT INTO product_terms (term, product_id, in_name)
  SELECT term, ps.product_id, term = ANY(ps.name_terms)
    FROM product_search ps, unnest(ps.search_terms) AS term;
  REFRESH MATERIALIZED VIEW search_vocabulary;
  REFRESH MATERIALIZED VIEW search_synonyms;
END
$fn$;
