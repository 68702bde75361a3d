import { type Kysely, sql } from 'kysely';

/**
 * The whole schema of docs/product.md §4. Written as SQL so that it reads like the database it
 * makes; statement by statement because PGlite's extended protocol takes one statement at a time.
 */
const statements = [
  `CREATE EXTENSION IF NOT EXISTS pg_trgm`,

  `CREATE TABLE users (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    name text NOT NULL CHECK (length(name) BETWEEN 1 AND 30),
    email text NOT NULL UNIQUE CHECK (email = lower(email)),
    password_hash text NOT NULL,
    role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin')),
    token_version integer NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,

  `CREATE TABLE password_reset_tokens (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    token_hash text NOT NULL UNIQUE,
    expires_at timestamptz NOT NULL,
    used_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX password_reset_tokens_user_idx ON password_reset_tokens (user_id)`,

  `CREATE TABLE categories (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    name text NOT NULL UNIQUE,
    position integer NOT NULL DEFAULT 0
  )`,
  `CREATE TABLE subcategories (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    category_id uuid NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
    name text NOT NULL,
    position integer NOT NULL DEFAULT 0,
    UNIQUE (category_id, name)
  )`,
  `CREATE TABLE subsubcategories (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    subcategory_id uuid NOT NULL REFERENCES subcategories(id) ON DELETE CASCADE,
    name text NOT NULL,
    position integer NOT NULL DEFAULT 0,
    UNIQUE (subcategory_id, name)
  )`,

  `CREATE TABLE products (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    product_code text NOT NULL UNIQUE CHECK (length(product_code) > 0),
    name text NOT NULL CHECK (length(name) > 0),
    description text NOT NULL DEFAULT '',
    category text NOT NULL,
    subcategory text NOT NULL,
    subsubcategory text,
    collectiontype text CHECK (collectiontype IN ('Summer', 'Winter')),
    price bigint NOT NULL CHECK (price >= 0),
    dollar_price numeric(12, 2) NOT NULL DEFAULT 0 CHECK (dollar_price >= 0),
    discount_rate integer NOT NULL DEFAULT 0 CHECK (discount_rate BETWEEN 0 AND 100),
    is_checked boolean NOT NULL DEFAULT false,
    status text NOT NULL DEFAULT 'INSTOCK' CHECK (status IN ('INSTOCK', 'OUTOFSTOCK')),
    ratings numeric(3, 2) NOT NULL DEFAULT 0 CHECK (ratings BETWEEN 0 AND 5),
    num_of_reviews integer NOT NULL DEFAULT 0 CHECK (num_of_reviews >= 0),
    stock integer NOT NULL DEFAULT 0 CHECK (stock >= 0),
    colors text[] NOT NULL DEFAULT '{}',
    sizes text[] NOT NULL DEFAULT '{}',
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  // Listing order is newest first, then id; each filter's index ends with that order so that a page
  // is read straight off the index.
  `CREATE INDEX products_newest_idx ON products (created_at DESC, id DESC)`,
  `CREATE INDEX products_category_idx ON products (category, created_at DESC, id DESC)`,
  `CREATE INDEX products_subcategory_idx ON products (subcategory, created_at DESC, id DESC)`,
  `CREATE INDEX products_price_idx ON products (price)`,
  `CREATE INDEX products_ratings_idx ON products (ratings)`,
  `CREATE INDEX products_colors_idx ON products USING gin (colors)`,
  `CREATE INDEX products_sizes_idx ON products USING gin (sizes)`,
  `CREATE INDEX products_name_trgm_idx ON products USING gin (name gin_trgm_ops)`,
  `CREATE INDEX products_code_trgm_idx ON products USING gin (product_code gin_trgm_ops)`,

  `CREATE TABLE product_options (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    product_id uuid NOT NULL REFERENCES products(id) ON DELETE CASCADE,
    position integer NOT NULL DEFAULT 0,
    size text NOT NULL CHECK (length(size) > 0),
    color text NOT NULL DEFAULT '',
    quantity integer NOT NULL DEFAULT 0 CHECK (quantity >= 0),
    dollar_price numeric(12, 2) CHECK (dollar_price >= 0),
    price bigint CHECK (price >= 0),
    description text,
    code text,
    status text NOT NULL DEFAULT 'INSTOCK' CHECK (status IN ('INSTOCK', 'OUTSTOCK'))
  )`,
  `CREATE INDEX product_options_product_idx ON product_options (product_id, position)`,

  `CREATE TABLE product_images (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    product_id uuid NOT NULL REFERENCES products(id) ON DELETE CASCADE,
    position integer NOT NULL DEFAULT 0,
    public_id text NOT NULL UNIQUE,
    url text NOT NULL,
    variants jsonb NOT NULL DEFAULT '[]'
  )`,
  `CREATE INDEX product_images_product_idx ON product_images (product_id, position)`,

  `CREATE TABLE reviews (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    product_id uuid NOT NULL REFERENCES products(id) ON DELETE CASCADE,
    user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    name text NOT NULL,
    rating integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
    comment text NOT NULL DEFAULT '',
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (product_id, user_id)
  )`,
  `CREATE INDEX reviews_user_idx ON reviews (user_id)`,

  `CREATE TABLE favorites (
    user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    product_id uuid NOT NULL REFERENCES products(id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (user_id, product_id)
  )`,
  `CREATE INDEX favorites_product_idx ON favorites (product_id)`,

  `CREATE TABLE carts (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    user_id uuid NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE cart_items (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    cart_id uuid NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
    product_id uuid NOT NULL REFERENCES products(id) ON DELETE CASCADE,
    size text NOT NULL,
    color text NOT NULL DEFAULT '',
    quantity integer NOT NULL CHECK (quantity > 0),
    created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (cart_id, product_id, size, color)
  )`,
  `CREATE INDEX cart_items_product_idx ON cart_items (product_id)`,

  `CREATE TABLE orders (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    user_id uuid REFERENCES users(id) ON DELETE SET NULL,
    first_name text NOT NULL,
    last_name text NOT NULL,
    address text NOT NULL,
    city text NOT NULL,
    postal_code text,
    country text NOT NULL DEFAULT 'Lebanon',
    phone_no text NOT NULL,
    payment_type text NOT NULL CHECK (payment_type IN ('Cash On Deliver', 'Card')),
    payment_status text NOT NULL DEFAULT 'pending' CHECK (payment_status IN ('pending', 'succeeded')),
    items_price bigint NOT NULL CHECK (items_price >= 0),
    delivery_price bigint NOT NULL CHECK (delivery_price >= 0),
    total_price bigint NOT NULL CHECK (total_price >= 0),
    dollar_rate bigint NOT NULL CHECK (dollar_rate >= 0),
    order_status text NOT NULL DEFAULT 'Processing'
      CHECK (order_status IN ('Processing', 'Shipped', 'Delivered', 'Cancelled')),
    paid_at timestamptz,
    delivered_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX orders_user_idx ON orders (user_id, created_at DESC)`,
  `CREATE INDEX orders_created_idx ON orders (created_at DESC)`,
  `CREATE TABLE order_items (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    order_id uuid NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    product_id uuid REFERENCES products(id) ON DELETE SET NULL,
    option_id uuid REFERENCES product_options(id) ON DELETE SET NULL,
    name text NOT NULL,
    image text NOT NULL DEFAULT '',
    product_code text NOT NULL DEFAULT '',
    unit_price bigint NOT NULL CHECK (unit_price >= 0),
    price bigint NOT NULL CHECK (price >= 0),
    quantity integer NOT NULL CHECK (quantity > 0),
    size text NOT NULL,
    color text NOT NULL DEFAULT '',
    discount_rate integer NOT NULL DEFAULT 0 CHECK (discount_rate BETWEEN 0 AND 100),
    is_checked boolean NOT NULL DEFAULT false
  )`,
  `CREATE INDEX order_items_order_idx ON order_items (order_id)`,
  `CREATE INDEX order_items_product_idx ON order_items (product_id)`,

  `CREATE TABLE settings (
    key text PRIMARY KEY CHECK (key IN ('dollarRate', 'deliveryRate')),
    value bigint NOT NULL CHECK (value >= 0),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,

  `CREATE TABLE contact_messages (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    first_name text NOT NULL,
    last_name text NOT NULL,
    email text NOT NULL,
    phone_number text NOT NULL,
    message text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'contact_messages',
    'settings',
    'order_items',
    'orders',
    'cart_items',
    'carts',
    'favorites',
    'reviews',
    'product_images',
    'product_options',
    'products',
    'subsubcategories',
    'subcategories',
    'categories',
    'password_reset_tokens',
    'users',
  ]) {
    await sql.raw(`DROP TABLE IF EXISTS ${table} CASCADE`).execute(db);
  }
}
