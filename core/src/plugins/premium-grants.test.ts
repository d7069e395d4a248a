import { describe, expect, it } from 'vitest';
import { ALL_PREMIUM, canUseApp, canUseElement, NO_PREMIUM, type PremiumGrants } from './premium-grants.ts';

const holding = (change: Partial<PremiumGrants>): PremiumGrants => ({ ...NO_PREMIUM, ...change });
const quizScore = { id: 'quiz-score', premium: true, app: { id: 'quiz' } };

describe('premium grants', () => {
  it('lets an element an app brought be used wherever the app is held, and nowhere else', () => {
    expect(canUseElement(quizScore, NO_PREMIUM)).toBe(false);
    expect(canUseElement(quizScore, holding({ apps: new Set(['quiz']) }))).toBe(true);
    expect(canUseElement(quizScore, holding({ apps: new Set(['podcasts']) }))).toBe(false);
    expect(canUseElement(quizScore, ALL_PREMIUM)).toBe(true);
    expect(canUseElement({ id: 'coupon', premium: true }, holding({ apps: new Set(['coupon']) }))).toBe(false);
  });

  it("holds an app's element with its app alone, not by a grant of the element's own id", () => {
    expect(canUseElement(quizScore, holding({ elements: new Set(['quiz-score']) }))).toBe(false);
    expect(canUseElement({ id: 'coupon', premium: true }, holding({ elements: new Set(['coupon']) }))).toBe(true);
  });

  it('holds a free app always and a premium one only when granted', () => {
    expect(canUseApp({ id: 'blog', premium: false }, NO_PREMIUM)).toBe(true);
    expect(canUseApp({ id: 'quiz', premium: true }, NO_PREMIUM)).toBe(false);
    expect(canUseApp({ id: 'quiz', premium: true }, holding({ apps: new Set(['quiz']) }))).toBe(true);
    expect(canUseApp({ id: 'quiz', premium: true }, ALL_PREMIUM)).toBe(true);
  });
});
