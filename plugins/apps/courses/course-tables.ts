import type { Generated } from '@tessera/sdk';

/** The app's own tables, prefixed with its id (types, not interfaces: Kysely's withTables wants an index signature). */
export type CourseTables = {
  courses_courses: {
    id: Generated<number>;
    name: string;
    description: string;
    cover: string;
    price_cents: number;
    currency: string;
    published: boolean;
    published_at: Date | null;
    created_at: Date;
    updated_at: Date;
  };
  courses_lessons: {
    id: Generated<number>;
    course_id: number;
    position: number;
    name: string;
    design: unknown;
    version: Generated<number>;
    updated_at: Date;
  };
  /** One per course and agency: the agency owns the course from then on. */
  courses_purchases: {
    id: Generated<number>;
    course_id: number;
    agency_id: number;
    amount_cents: number;
    currency: string;
    charge_id: string | null;
    created_at: Date;
  };
  /** A lesson a user finished. */
  courses_progress: {
    user_id: number;
    lesson_id: number;
    completed_at: Date;
  };
  /** When the user last cleared the "new course" notification. */
  courses_notices: {
    user_id: number;
    cleared_at: Date;
  };
};
