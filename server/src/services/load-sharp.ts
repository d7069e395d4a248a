import type { default as Sharp } from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp, loaded with the first image it processes rather than at start: its native library is
 * about 10 MB resident that a server serving published pages never needs.
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}
