import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** Countries (ISO alpha-2 code) with phone code and currency. */
export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  phoneCode: text('phone_code').notNull().default(''),
  currency: text('currency').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(1000),
});

/** States and union territories. */
export const states = pgTable(
  'states',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
  },
  (t) => [index('states_country_idx').on(t.countryCode, t.name)],
);

export const cities = pgTable(
  'cities',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    stateCode: text('state_code')
      .notNull()
      .references(() => states.code),
  },
  (t) => [
    index('cities_state_idx').on(t.stateCode, t.name),
    index('cities_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

/**
 * The other master lists (role, skill, qualification, industry, ...), one table:
 * `list` names the list; `type` holds the skill audience ('1' member, '2' student);
 * `value` holds the 'from-to' range of experience and salary options.
 */
export const masterItems = pgTable(
  'master_items',
  {
    list: text('list').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull().default(''),
    value: text('value').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(1000),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.list, t.code] }),
    index('master_items_list_idx').on(t.list, t.type, t.sortOrder),
  ],
);
