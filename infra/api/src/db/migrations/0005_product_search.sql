-- A narrow search document per product and an inverted index of its terms, both kept by a trigger:
-- search reads term → products through a b-tree, listings scan the narrow rows instead of the wide
-- products table, and sort keys are stored rather than computed per query.
CREATE TABLE product_search (
  product_id integer PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
  active boolean NOT NULL,
  category_id integer NOT NULL,
  parent_category_id integer,
  brand_id integer,
  product_type_id integer,
  rating double precision NOT NULL,
  ar_key text COLLATE "C" NOT NULL,
  en_key text COLLATE "C" NOT NULL,
  name_terms text[] NOT NULL,
  search_terms text[] NOT NULL
);

-- one row per (term, product); in_name when the term comes from the product's own names
CREATE TABLE product_terms (
  term text COLLATE "C" NOT NULL,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  in_name boolean NOT NULL,
  PRIMARY KEY (term, product_id)
);
CREATE INDEX product_terms_product ON product_terms (product_id);
CREATE INDEX product_search_category ON product_search (category_id);
CREATE INDEX product_search_parent_category ON product_search (parent_category_id);
CREATE INDEX product_search_brand ON product_search (brand_id);
CREATE INDEX product_search_type ON product_search (product_type_id);

CREATE FUNCTION storefront_product_search_row() RETURNS trigger
LANGUAGE plpgsql AS $fn$
DECLARE
  related text;
  parent integer;
BEGIN
  SELECT concat_ws(' ', b.name, b.ar_name, t.name, t.ar_name, c.name, c.ar_name), c.parent_id
    INTO related, parent
    FROM (SELECT 1) AS one
    LEFT JOIN brands b ON b.id = NEW.brand_id
    LEFT JOIN product_types t ON t.id = NEW.product_type_id
    LEFT JOIN categories c ON c.id = NEW.category_id;
  INSERT INTO product_search (product_id, active, category_id, parent_category_id, brand_id, product_type_id, rating,
                              ar_key, en_key, name_terms, search_terms)
  VALUES (NEW.id, NEW.active, NEW.category_id, parent, NEW.brand_id, NEW.product_type_id, NEW.rating,
          public.storefront_normalise(NEW.ar_name), public.storefront_normalise(NEW.name),
          public.storefront_search_terms(concat_ws(' ', NEW.name, NEW.ar_name)),
          public.storefront_search_terms(concat_ws(' ', NEW.name, NEW.ar_name, array_to_string(NEW.tags, ' '), related)))
  ON CONFLICT (product_id) DO UPDATE SET
    active = EXCLUDED.active, category_id = EXCLUDED.category_id, parent_category_id = EXCLUDED.parent_category_id,
    brand_id = EXCLUDED.brand_id, product_type_id = EXCLUDED.product_type_id, rating = EXCLUDED.rating,
    ar_key = EXCLUDED.ar_key, en_key = EXCLUDED.en_key, name_terms = EXCLUDED.name_terms, search_terms = EXCLUDED.search_terms;
  DELETE FROM product_terms WHERE product_id = NEW.id;
  INSERT INTO product_terms (term, product_id, in_name)
    SELECT term, NEW.id, term = ANY(ps.name_terms)
      FROM product_search ps, unnest(ps.search_terms) AS term
     WHERE ps.product_id = NEW.id;
  RETURN NULL;
END
$fn$;

-- the document moves out of products
DROP TRIGGER products_search_document ON products;
DROP FUNCTION storefront_product_search_document();
DROP MATERIALIZED VIEW search_vocabulary;
DROP INDEX products_search_terms;
ALTER TABLE products DROP COLUMN name_terms, DROP COLUMN search_terms;

CREATE TRIGGER products_search_row
  AFTER INSERT OR UPDATE ON products
  FOR EACH ROW EXECUTE FUNCTION storefront_product_search_row();

-- existing products get their rows
UPDATE products SET active = active;

CREATE MATERIALIZED VIEW search_vocabulary AS
  SELECT pt.term, count(*)::integer AS doc_count
  FROM product_terms pt JOIN product_search ps ON ps.product_id = pt.product_id
  WHERE ps.active
  GROUP BY pt.term;
CREATE UNIQUE INDEX search_vocabulary_term ON search_vocabulary (term COLLATE "C");
CREATE INDEX search_vocabulary_length ON search_vocabulary (length(term));

-- a product's offers read from the index alone
CREATE INDEX offers_product_cover ON offers (product_id) INCLUDE (seller_id, selling_price_halalas, price_halalas, stock);
