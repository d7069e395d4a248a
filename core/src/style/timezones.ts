/** Timezones offered for deadlines (spec §9): four US zones by abbreviation, and UTC in the full list. */
export const US_TIMEZONES = [
  { value: 'America/New_York', label: 'EST' },
  { value: 'America/Los_Angeles', label: 'PST' },
  { value: 'America/Chicago', label: 'CST' },
  { value: 'America/Denver', label: 'MST' },
] as const;

export const TIMEZONES = [...US_TIMEZONES, { value: 'UTC', label: 'UTC' }] as const;
export type TimezoneId = (typeof TIMEZONES)[number]['value'];

/** Windows timezone names (as some imports and browsers report them) to IANA ids. */
export const WINDOWS_TO_IANA: Readonly<Record<string, string>> = {
  'Eastern Standard Time': 'America/New_York',
  'Central Standard Time': 'America/Chicago',
  'Mountain Standard Time': 'America/Denver',
  'US Mountain Standard Time': 'America/Phoenix',
  'Pacific Standard Time': 'America/Los_Angeles',
  'Alaskan Standard Time': 'America/Anchorage',
  'Hawaiian Standard Time': 'Pacific/Honolulu',
  'Atlantic Standard Time': 'America/Halifax',
  'Newfoundland Standard Time': 'America/St_Johns',
  'GMT Standard Time': 'Europe/London',
  'Greenwich Standard Time': 'Atlantic/Reykjavik',
  'W. Europe Standard Time': 'Europe/Berlin',
  'Romance Standard Time': 'Europe/Paris',
  'Central European Standard Time': 'Europe/Warsaw',
  'E. Europe Standard Time': 'Europe/Chisinau',
  'FLE Standard Time': 'Europe/Kiev',
  'GTB Standard Time': 'Europe/Bucharest',
  'Russian Standard Time': 'Europe/Moscow',
  'Israel Standard Time': 'Asia/Jerusalem',
  'Arabian Standard Time': 'Asia/Dubai',
  'India Standard Time': 'Asia/Kolkata',
  'China Standard Time': 'Asia/Shanghai',
  'Singapore Standard Time': 'Asia/Singapore',
  'Tokyo Standard Time': 'Asia/Tokyo',
  'Korea Standard Time': 'Asia/Seoul',
  'AUS Eastern Standard Time': 'Australia/Sydney',
  'W. Australia Standard Time': 'Australia/Perth',
  'New Zealand Standard Time': 'Pacific/Auckland',
  'SA Pacific Standard Time': 'America/Bogota',
  'E. South America Standard Time': 'America/Sao_Paulo',
  'Argentina Standard Time': 'America/Buenos_Aires',
  'Mexico Standard Time': 'America/Mexico_City',
  'South Africa Standard Time': 'Africa/Johannesburg',
  'Egypt Standard Time': 'Africa/Cairo',
  UTC: 'UTC',
};

/** An IANA id for a Windows or IANA timezone name; unknown names fall back to UTC. */
export function toIanaTimezone(name: string): string {
  if (WINDOWS_TO_IANA[name]) return WINDOWS_TO_IANA[name]!;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return name;
  } catch {
    return 'UTC';
  }
}
