import type { AppMigration } from '@tessera/sdk';

export const migrations: readonly AppMigration[] = [
  {
    name: '0001-courses',
    up: async (db) => {
      await db.schema
        .createTable('courses_courses')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('cover', 'text', (c) => c.notNull())
        .addColumn('price_cents', 'integer', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('published', 'boolean', (c) => c.notNull())
        .addColumn('published_at', 'timestamptz')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('courses_lessons')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('course_id', 'integer', (c) => c.notNull().references('courses_courses.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('design', 'jsonb', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('courses_lessons_course_idx').on('courses_lessons').columns(['course_id', 'position']).execute();
      // A bought course stays: deleting it is refused while it has buyers, so this reference never cascades.
      await db.schema
        .createTable('courses_purchases')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('course_id', 'integer', (c) => c.notNull().references('courses_courses.id'))
        .addColumn('agency_id', 'integer', (c) => c.notNull().references('agencies.id').onDelete('cascade'))
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('charge_id', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addUniqueConstraint('courses_purchases_course_agency_key', ['course_id', 'agency_id'])
        .execute();
      await db.schema.createIndex('courses_purchases_agency_idx').on('courses_purchases').column('agency_id').execute();
      await db.schema
        .createTable('courses_progress')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('lesson_id', 'integer', (c) => c.notNull().references('courses_lessons.id').onDelete('cascade'))
        .addColumn('completed_at', 'timestamptz', (c) => c.notNull())
        .addPrimaryKeyConstraint('courses_progress_pkey', ['user_id', 'lesson_id'])
        .execute();
      await db.schema
        .createTable('courses_notices')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('cleared_at', 'timestamptz', (c) => c.notNull())
        .execute();
    },
  },
];
