-- Catalogue, sellers and offers, with the Arabic-aware search document kept by the database.

-- Normalisation shared by documents (below) and queries (domain/normalise-arabic.ts, kept in step by a test):
-- ASCII lower case; أ إ آ ٱ → ا; ة → ه; ى ی → ي; ک → ك; Arabic-Indic and Persian digits → ASCII;
-- harakat, superscript alef and tatweel removed; anything else that is not a letter or digit becomes a space.
CREATE FUNCTION storefront_normalise(input text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT btrim(regexp_replace(
    translate(
      coalesce(input, ''),
      'ABCDEFGHIJKLMNOPQRSTUVWXYZ' || U&'\0623\0625\0622\0671\0629\0649\06CC\06A9'
        || U&'\0660\0661\0662\0663\0664\0665\0666\0667\0668\0669\06F0\06F1\06F2\06F3\06F4\06F5\06F6\06F7\06F8\06F9'
        || U&'\064B\064C\064D\064E\064F\0650\0651\0652\0653\0654\0655\0656\0657\0658\0659\065A\065B\065C\065D\065E\065F\0670\0640',
      'abcdefghijklmnopqrstuvwxyz' || U&'\0627\0627\0627\0627\0647\064A\064A\0643'
        || '01234567890123456789'
    ),
    U&'[^0-9a-z\00E0-\00FF\0621-\064A]+', ' ', 'g'))
$fn$;

-- Function bodies name their schema: PostgreSQL 17 (PGlite) runs materialized views and index builds
-- with a restricted search_path.
-- Words of a normalised document, plus each word without a leading Arabic article (ال، وال، بال، كال، فال، لل),
-- so that "حليب" finds "الحليب".
CREATE FUNCTION storefront_search_terms(doc text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT coalesce(array_agg(DISTINCT term ORDER BY term), '{}')
  FROM (
    SELECT word AS term FROM unnest(string_to_array(public.storefront_normalise(doc), ' ')) AS word
    UNION
    SELECT regexp_replace(word, U&'^(\0648\0627\0644|\0628\0627\0644|\0643\0627\0644|\0641\0627\0644|\0644\0644|\0627\0644)', '')
    FROM unnest(string_to_array(public.storefront_normalise(doc), ' ')) AS word
  ) AS terms
  WHERE length(term) > 1
$fn$;

-- Great-circle distance in kilometres.
CREATE FUNCTION storefront_distance_km(lat1 double precision, lon1 double precision, lat2 double precision, lon2 double precision)
RETURNS double precision LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT 2 * 6371.0088 * asin(sqrt(
    power(sin(radians(lat2 - lat1) / 2), 2)
    + cos(radians(lat1)) * cos(radians(lat2)) * power(sin(radians(lon2 - lon1) / 2), 2)))
$fn$;

CREATE TABLE districts (
  slug text PRIMARY KEY,
  name text NOT NULL,
  ar_name text NOT NULL,
  lat double precision NOT NULL,
  long double precision NOT NULL
);

CREATE TABLE categories (
  id integer PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  ar_name text NOT NULL,
  parent_id integer REFERENCES categories (id),
  level smallint NOT NULL CHECK (level IN (0, 1)),
  image text,
  position integer NOT NULL DEFAULT 0,
  CHECK ((level = 0) = (parent_id IS NULL))
);
CREATE INDEX categories_parent ON categories (parent_id);

CREATE TABLE brands (
  id integer PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  ar_name text NOT NULL,
  icon_image text
);

CREATE TABLE product_types (
  id integer PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  ar_name text NOT NULL
);

CREATE TABLE products (
  id integer PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  sku text NOT NULL UNIQUE,
  name text NOT NULL,
  ar_name text NOT NULL,
  description text NOT NULL DEFAULT '',
  ar_description text NOT NULL DEFAULT '',
  details text NOT NULL DEFAULT '',
  price_halalas integer NOT NULL CHECK (price_halalas >= 0),
  selling_price_halalas integer NOT NULL CHECK (selling_price_halalas >= 0),
  image text,
  weight double precision,
  weight_type text,
  barcode text,
  barcode_type text,
  max_order integer CHECK (max_order > 0),
  rating real NOT NULL DEFAULT 0,
  tags text[] NOT NULL DEFAULT '{}',
  category_id integer NOT NULL REFERENCES categories (id),
  brand_id integer REFERENCES brands (id),
  product_type_id integer REFERENCES product_types (id),
  attribute_values jsonb NOT NULL DEFAULT '[]',
  metadata jsonb NOT NULL DEFAULT '[]',
  seo_title text,
  seo_description text,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- search document, maintained by the trigger below
  name_terms text[] NOT NULL DEFAULT '{}',
  search_terms text[] NOT NULL DEFAULT '{}'
);
CREATE INDEX products_search_terms ON products USING gin (search_terms);
CREATE INDEX products_category ON products (category_id);
CREATE INDEX products_brand ON products (brand_id);
CREATE INDEX products_type ON products (product_type_id);

CREATE FUNCTION storefront_product_search_document() RETURNS trigger
LANGUAGE plpgsql AS $fn$
DECLARE
  related text;
BEGIN
  SELECT concat_ws(' ', b.name, b.ar_name, t.name, t.ar_name, c.name, c.ar_name)
    INTO related
    FROM (SELECT 1) AS one
    LEFT JOIN brands b ON b.id = NEW.brand_id
    LEFT JOIN product_types t ON t.id = NEW.product_type_id
    LEFT JOIN categories c ON c.id = NEW.category_id;
  NEW.name_terms := public.storefront_search_terms(concat_ws(' ', NEW.name, NEW.ar_name));
  NEW.search_terms := public.storefront_search_terms(
    concat_ws(' ', NEW.name, NEW.ar_name, array_to_string(NEW.tags, ' '), related));
  RETURN NEW;
END
$fn$;

CREATE TRIGGER products_search_document
  BEFORE INSERT OR UPDATE OF name, ar_name, tags, brand_id, product_type_id, category_id ON products
  FOR EACH ROW EXECUTE FUNCTION storefront_product_search_document();

-- Every distinct search term with the number of products holding it; typo and prefix lookups read it.
CREATE MATERIALIZED VIEW search_vocabulary AS
  SELECT term, count(*)::integer AS doc_count
  FROM products, unnest(search_terms) AS term
  WHERE active
  GROUP BY term;
CREATE UNIQUE INDEX search_vocabulary_term ON search_vocabulary (term COLLATE "C");
CREATE INDEX search_vocabulary_length ON search_vocabulary (length(term));

CREATE TABLE seller_groups (
  id integer PRIMARY KEY,
  name text NOT NULL,
  ar_name text NOT NULL
);

CREATE TABLE sellers (
  id integer PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  ar_name text NOT NULL,
  phone text,
  email text,
  address text,
  ar_address text,
  district text,
  ar_district text,
  lat double precision NOT NULL,
  long double precision NOT NULL,
  logo_image text,
  delivery_mode text NOT NULL CHECK (delivery_mode IN ('delivery', 'pickup', 'both')),
  seller_group_id integer REFERENCES seller_groups (id),
  delivery_radius_km double precision NOT NULL CHECK (delivery_radius_km >= 0),
  min_order_halalas integer NOT NULL DEFAULT 0 CHECK (min_order_halalas >= 0),
  base_delivery_fee_halalas integer NOT NULL DEFAULT 0 CHECK (base_delivery_fee_halalas >= 0),
  per_km_fee_halalas integer NOT NULL DEFAULT 0 CHECK (per_km_fee_halalas >= 0),
  free_delivery_over_halalas integer CHECK (free_delivery_over_halalas >= 0),
  is_open boolean NOT NULL DEFAULT true,
  avg_prep_minutes integer NOT NULL DEFAULT 30
);

CREATE TABLE offers (
  product_id integer NOT NULL REFERENCES products (id),
  seller_id integer NOT NULL REFERENCES sellers (id),
  price_halalas integer NOT NULL CHECK (price_halalas >= 0),
  selling_price_halalas integer NOT NULL CHECK (selling_price_halalas >= 0),
  stock integer NOT NULL CHECK (stock >= 0),
  PRIMARY KEY (product_id, seller_id)
);
CREATE INDEX offers_seller ON offers (seller_id, product_id) INCLUDE (selling_price_halalas, price_halalas, stock);

CREATE TABLE shipping_methods (
  id integer PRIMARY KEY,
  name text NOT NULL UNIQUE CHECK (name IN ('delivery', 'pickup', 'schedule')),
  ar_name text NOT NULL,
  en_name text NOT NULL
);

CREATE TABLE payment_methods (
  id integer PRIMARY KEY,
  name text NOT NULL UNIQUE,
  ar_name text NOT NULL,
  description text NOT NULL DEFAULT '',
  ar_description text NOT NULL DEFAULT ''
);

CREATE TABLE shipping_method_payment_methods (
  shipping_method_id integer NOT NULL REFERENCES shipping_methods (id),
  payment_method_id integer NOT NULL REFERENCES payment_methods (id),
  PRIMARY KEY (shipping_method_id, payment_method_id)
);

-- Which seed was loaded (the loader runs once per database).
CREATE TABLE seed_state (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  -- the generator's seed number; null for its default
  seed integer,
  loaded_at timestamptz NOT NULL DEFAULT now()
);
