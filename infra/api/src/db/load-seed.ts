// Loads generated seed data into an empty, migrated database in a few large statements.
import type { Queryable, Database } from './database.js';
import type { SeedShape } from './seed-shape.js';
import { hashPassword } from '../domain/password.js';
import { normalisePhone } from 'shared-domain';

type Id = string | number;

/** Seed ids may be numbers or strings; rows get dense integer ids in seed order. */
function idMap(items: readonly { id: Id }[]): Map<Id, number> {
  return new Map(items.map((item, index) => [item.id, index + 1]));
}

function lookup(map: Map<Id, number>, id: Id | null | undefined, what: string): number | null {
  if (id === null || id === undefined) return null;
  const found = map.get(id);
  if (found === undefined) throw new Error(`Seed refers to unknown ${what} ${String(id)}`);
  return found;
}

/**
 * Bulk insert through unnest(): one statement per table (chunked), each column sent as one array.
 * Types name the Postgres array type of every column.
 */
interface Column {
  type: string;
  values: unknown[];
  /** SQL turning the unnested value (named like the column) into the stored one. */
  expr?: string;
}

async function insertColumns(db: Queryable, table: string, columns: Record<string, Column>, chunk = 5000): Promise<void> {
  const names = Object.keys(columns);
  const length = columns[names[0]!]!.values.length;
  for (let start = 0; start < length; start += chunk) {
    const params = names.map((name) => columns[name]!.values.slice(start, start + chunk));
    const arrays = names.map((name, i) => `$${i + 1}::${columns[name]!.type}[]`).join(', ');
    const selects = names.map((name) => columns[name]!.expr ?? name).join(', ');
    await db.query(
      `INSERT INTO ${table} (${names.join(', ')}) SELECT ${selects} FROM unnest(${arrays}) AS t(${names.join(', ')})`,
      params,
    );
  }
}

const col = <T>(type: string, items: readonly T[], pick: (item: T) => unknown, expr?: string): Column => ({
  type,
  values: items.map(pick),
  ...(expr ? { expr } : {}),
});

export async function isSeeded(db: Queryable): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM seed_state');
  return rows.length > 0;
}

export async function loadSeed(db: Database, data: SeedShape, seed: number | null): Promise<void> {
  const categoryIds = idMap(data.categories);
  const brandIds = idMap(data.brands);
  const typeIds = idMap(data.productTypes);
  const productIds = idMap(data.products);
  const groupIds = idMap(data.sellerGroups);
  const sellerIds = idMap(data.sellers);
  const userIds = idMap(data.users);

  // Hash before the transaction: scrypt is slow on purpose and runs on the thread pool.
  const passwordHashes = await Promise.all(data.users.map((user) => hashPassword(user.password)));

  const paymentMethods = new Map<Id, SeedShape['shippingMethods'][number]['paymentMethods'][number]>();
  for (const method of data.shippingMethods) for (const pm of method.paymentMethods) paymentMethods.set(pm.id, pm);
  const paymentIds = idMap([...paymentMethods.values()]);

  await db.transaction(async (tx) => {
    await insertColumns(tx, 'districts', {
      slug: col('text', data.districts, (d) => d.slug),
      name: col('text', data.districts, (d) => d.name),
      ar_name: col('text', data.districts, (d) => d.arName),
      lat: col('float8', data.districts, (d) => d.lat),
      long: col('float8', data.districts, (d) => d.long),
    });
    // Parents first so the foreign key holds inside one statement.
    const categories = [...data.categories].sort((a, b) => a.level - b.level);
    await insertColumns(tx, 'categories', {
      id: col('int4', categories, (c) => categoryIds.get(c.id)),
      slug: col('text', categories, (c) => c.slug),
      name: col('text', categories, (c) => c.name),
      ar_name: col('text', categories, (c) => c.arName),
      parent_id: col('int4', categories, (c) => lookup(categoryIds, c.parentId, 'category')),
      level: col('int2', categories, (c) => c.level),
      image: col('text', categories, (c) => c.image ?? null),
      position: col('int4', categories, (c) => c.position),
    });
    await insertColumns(tx, 'brands', {
      id: col('int4', data.brands, (b) => brandIds.get(b.id)),
      slug: col('text', data.brands, (b) => b.slug),
      name: col('text', data.brands, (b) => b.name),
      ar_name: col('text', data.brands, (b) => b.arName),
      icon_image: col('text', data.brands, (b) => b.iconImage ?? null),
    });
    await insertColumns(tx, 'product_types', {
      id: col('int4', data.productTypes, (t) => typeIds.get(t.id)),
      slug: col('text', data.productTypes, (t) => t.slug),
      name: col('text', data.productTypes, (t) => t.name),
      ar_name: col('text', data.productTypes, (t) => t.arName),
    });
    const p = data.products;
    // the search rows are built set-based at the end, not row by row
    await tx.query('ALTER TABLE products DISABLE TRIGGER products_search_row');
    await insertColumns(
      tx,
      'products',
      {
        id: col('int4', p, (x) => productIds.get(x.id)),
        slug: col('text', p, (x) => x.slug),
        sku: col('text', p, (x) => x.sku),
        name: col('text', p, (x) => x.name),
        ar_name: col('text', p, (x) => x.arName),
        description: col('text', p, (x) => x.description ?? ''),
        ar_description: col('text', p, (x) => x.arDescription ?? ''),
        details: col('text', p, (x) => x.details ?? ''),
        price_halalas: col('int4', p, (x) => x.priceHalalas),
        selling_price_halalas: col('int4', p, (x) => x.sellingPriceHalalas),
        image: col('text', p, (x) => x.image ?? null),
        weight: col('float8', p, (x) => x.weight ?? null),
        weight_type: col('text', p, (x) => x.weightType ?? null),
        barcode: col('text', p, (x) => x.barcode ?? null),
        barcode_type: col('text', p, (x) => x.barcodeType ?? null),
        max_order: col('int4', p, (x) => x.maxOrder ?? null),
        rating: col('float4', p, (x) => x.rating ?? 0),
        // text[][] cannot be ragged, so tags travel as one JSON document per product
        tags: col('jsonb', p, (x) => JSON.stringify(x.tags), 'ARRAY(SELECT jsonb_array_elements_text(tags))'),
        category_id: col('int4', p, (x) => lookup(categoryIds, x.categoryId, 'category')),
        brand_id: col('int4', p, (x) => lookup(brandIds, x.brandId, 'brand')),
        product_type_id: col('int4', p, (x) => lookup(typeIds, x.productTypeId, 'product type')),
        attribute_values: col('jsonb', p, (x) => JSON.stringify(x.attributeValues)),
        seo_title: col('text', p, (x) => x.seoTitle ?? null),
        seo_description: col('text', p, (x) => x.seoDescription ?? null),
        active: col('bool', p, (x) => x.active),
      },
      1000,
    );
    await tx.query('ALTER TABLE products ENABLE TRIGGER products_search_row');
    await insertColumns(tx, 'seller_groups', {
      id: col('int4', data.sellerGroups, (g) => groupIds.get(g.id)),
      name: col('text', data.sellerGroups, (g) => g.name),
      ar_name: col('text', data.sellerGroups, (g) => g.arName),
    });
    const s = data.sellers;
    await insertColumns(tx, 'sellers', {
      id: col('int4', s, (x) => sellerIds.get(x.id)),
      slug: col('text', s, (x) => x.slug),
      name: col('text', s, (x) => x.name),
      ar_name: col('text', s, (x) => x.arName),
      phone: col('text', s, (x) => x.phone ?? null),
      email: col('text', s, (x) => x.email ?? null),
      address: col('text', s, (x) => x.address ?? null),
      ar_address: col('text', s, (x) => x.arAddress ?? null),
      district: col('text', s, (x) => x.district ?? null),
      ar_district: col('text', s, (x) => x.arDistrict ?? null),
      lat: col('float8', s, (x) => x.lat),
      long: col('float8', s, (x) => x.long),
      logo_image: col('text', s, (x) => x.logoImage ?? null),
      delivery_mode: col('text', s, (x) => x.deliveryMode),
      seller_group_id: col('int4', s, (x) => lookup(groupIds, x.sellerGroupId, 'seller group')),
      delivery_radius_km: col('float8', s, (x) => x.deliveryRadiusKm),
      min_order_halalas: col('int4', s, (x) => x.minOrderHalalas),
      base_delivery_fee_halalas: col('int4', s, (x) => x.baseDeliveryFeeHalalas),
      per_km_fee_halalas: col('int4', s, (x) => x.perKmFeeHalalas),
      free_delivery_over_halalas: col('int4', s, (x) => x.freeDeliveryOverHalalas),
      is_open: col('bool', s, (x) => x.isOpen),
      avg_prep_minutes: col('int4', s, (x) => x.avgPrepMinutes),
    });
    const o = data.offers;
    await insertColumns(
      tx,
      'offers',
      {
        product_id: col('int4', o, (x) => lookup(productIds, x.productId, 'product')),
        seller_id: col('int4', o, (x) => lookup(sellerIds, x.sellerId, 'seller')),
        price_halalas: col('int4', o, (x) => x.priceHalalas),
        selling_price_halalas: col('int4', o, (x) => x.sellingPriceHalalas),
        stock: col('int4', o, (x) => x.stock),
      },
      10000,
    );
    const methods = data.shippingMethods;
    const shippingIds = idMap(methods);
    await insertColumns(tx, 'shipping_methods', {
      id: col('int4', methods, (m) => shippingIds.get(m.id)),
      name: col('text', methods, (m) => m.name),
      ar_name: col('text', methods, (m) => m.arName),
      en_name: col('text', methods, (m) => m.enName),
    });
    const pms = [...paymentMethods.values()];
    await insertColumns(tx, 'payment_methods', {
      id: col('int4', pms, (m) => paymentIds.get(m.id)),
      name: col('text', pms, (m) => m.name),
      ar_name: col('text', pms, (m) => m.arName),
      description: col('text', pms, (m) => m.description ?? ''),
      ar_description: col('text', pms, (m) => m.arDescription ?? ''),
    });
    const links = methods.flatMap((m) => m.paymentMethods.map((pm) => [shippingIds.get(m.id), paymentIds.get(pm.id)] as const));
    await insertColumns(tx, 'shipping_method_payment_methods', {
      shipping_method_id: col('int4', links, (l) => l[0]),
      payment_method_id: col('int4', links, (l) => l[1]),
    });
    await insertColumns(tx, 'users', userColumns(data.users, userIds, passwordHashes));
    const a = data.addresses;
    await insertColumns(tx, 'addresses', {
      user_id: col('int4', a, (x) => lookup(userIds, x.userId, 'user')),
      address1: col('text', a, (x) => x.address1),
      address2: col('text', a, (x) => x.address2 ?? null),
      lat: col('float8', a, (x) => x.lat),
      long: col('float8', a, (x) => x.long),
      address_type: col('text', a, (x) => x.addressType),
      is_default: col('bool', a, (x) => x.isDefault),
    });
    // Identity columns were given explicit values: move their sequences past them.
    await tx.query(`SELECT setval(pg_get_serial_sequence('users', 'id'), (SELECT coalesce(max(id), 0) + 1 FROM users), false)`);
    // order statuses are part of the schema (migration 0010), not of the seed
    await tx.query('SELECT storefront_rebuild_search()');
    await tx.query('INSERT INTO seed_state (seed) VALUES ($1)', [seed]);
  });
  // VACUUM too: sets the visibility map so offers are read from the covering index alone
  await db.exec('VACUUM ANALYZE');
}

function userColumns(users: SeedShape['users'], userIds: Map<Id, number>, hashes: string[]) {
  return {
    id: col('int4', users, (x) => userIds.get(x.id)),
    phone: col('text', users, (x) => (x.phone ? (normalisePhone(x.phone) ?? x.phone) : null)),
    email: col('text', users, (x) => x.email?.toLowerCase() ?? null),
    password_hash: { type: 'text', values: hashes },
    title: col('text', users, (x) => x.title ?? null),
    first_name: col('text', users, (x) => x.firstName ?? null),
    last_name: col('text', users, (x) => x.lastName ?? null),
    dob: col('date', users, (x) => x.dob ?? null),
    mode: col('text', users, (x) => x.mode ?? null),
    language: col('text', users, (x) => x.language),
    is_notification: col('bool', users, (x) => x.isNotification),
    is_promotion: col('bool', users, (x) => x.isPromotion),
  };
}
