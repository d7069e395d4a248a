import type { ColumnType, Generated } from '@tessera/sdk';

/** The app's own tables, prefixed with its id. */
export type PlaceTables = {
  places_places: {
    id: Generated<number>;
    agency_id: number;
    /** The map service's id of the business. */
    place_id: string;
    name: string;
    address: string;
    maps_url: string;
    /** The average rating (1–5) as last read; null while the business has none. A numeric column: read back as text. */
    rating: ColumnType<string | number | null, number | null, number | null>;
    review_count: number | null;
    /** The reviews the map service gives (up to five), as last read (JSON of Review[]). */
    reviews: unknown;
    refreshed_at: Date;
    created_at: Date;
  };
  places_sites: {
    place_row_id: number;
    landing_id: number;
  };
};
