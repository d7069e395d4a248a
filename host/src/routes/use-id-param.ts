import { useParams } from 'react-router-dom';

/** A positive integer route parameter, or null when the address holds anything else. */
export function useIdParam(name: string): number | null {
  const raw = useParams()[name];
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const value = Number(raw);
  return value <= 2 ** 31 - 1 ? value : null;
}
