import { describe, expect, it } from 'vitest';
import { clampZoom, fitZoom, layoutWidth, resolveZoom, wheelZoom, zoomIn, zoomOut, zoomPercent } from './zoom-math.ts';

describe('zoom maths', () => {
  it('keeps a zoom between 50% and 200%, in whole percents', () => {
    expect(clampZoom(0.2)).toBe(0.5);
    expect(clampZoom(3)).toBe(2);
    expect(clampZoom(1.2345)).toBe(1.23);
    // A fitted page below 50% may stay there as the wheel moves it.
    expect(clampZoom(0.2, 0.3)).toBe(0.3);
    expect(clampZoom(0.2, 0.8)).toBe(0.5);
  });

  it('steps through the presets, from any zoom in between', () => {
    expect(zoomIn(1)).toBe(1.25);
    expect(zoomIn(0.71)).toBe(0.75);
    expect(zoomIn(0.3)).toBe(0.5);
    expect(zoomIn(2)).toBe(2);
    expect(zoomOut(1)).toBe(0.75);
    expect(zoomOut(1.1)).toBe(1);
    expect(zoomOut(0.5)).toBe(0.5);
    expect(zoomOut(0.3)).toBe(0.3);
  });

  it('zooms in on a wheel turned away from the user and out towards them, within bounds', () => {
    expect(wheelZoom(1, -100)).toBeGreaterThan(1);
    expect(wheelZoom(1, 100)).toBeLessThan(1);
    expect(wheelZoom(2, -1000)).toBe(2);
    expect(wheelZoom(0.5, 1000)).toBe(0.5);
  });

  it('lays a device out at its own width and the desktop at the pane, never narrower than a desktop', () => {
    expect(layoutWidth('mobile', 300)).toBe(375);
    expect(layoutWidth('tablet', 2000)).toBe(1024);
    expect(layoutWidth('desktop', 1400)).toBe(1400);
    expect(layoutWidth('desktop', 900)).toBe(1188);
    expect(layoutWidth('desktop', null)).toBe(1188);
  });

  it('fits the page into the pane without ever enlarging it', () => {
    expect(fitZoom(1188, 891)).toBe(0.75);
    expect(fitZoom(1024, 768)).toBe(0.75);
    expect(fitZoom(375, 900)).toBe(1);
    expect(fitZoom(1188, null)).toBe(1);
    expect(fitZoom(1000, 333)).toBe(0.333);
  });

  it('reads out the zoom', () => {
    expect(resolveZoom('fit', 0.71)).toBe(0.71);
    expect(resolveZoom(1.5, 0.71)).toBe(1.5);
    expect(zoomPercent(0.708)).toBe('71%');
  });
});
