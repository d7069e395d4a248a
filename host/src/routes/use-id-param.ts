import { useParams } from 'react-router-dom';

/** A positive integer from a route parameter's text, or null when it holds anything else. */
export function idFromParam(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const value = Number(raw);
  return value <= 2 ** 31 - 1 ? value : null;
}

/** A positive integer route parameter, or null when the address holds anything else. */
export function useIdParam(name: string): number | null {
  return idFromParam(useParams()[name]);
}
