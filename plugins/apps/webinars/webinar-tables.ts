/** The app's own table, prefixed with its id. */
export type WebinarTables = {
  /** The agency's upcoming webinars as last read from its connected accounts: what published pages show. */
  webinars_webinars: {
    agency_id: number;
    account_id: number;
    webinar_key: string;
    subject: string;
    description: string;
    starts_at: Date;
    ends_at: Date | null;
    time_zone: string;
    registration_url: string;
    refreshed_at: Date;
  };
};
