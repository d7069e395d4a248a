/**
 * The 28 hover animations of spec §9, as real CSS after the effects of Hover.css (MIT).
 * An element with HoverAnimation "grow" gets the class `ts-hvr-grow`; a page carries the
 * CSS of only the animations it uses.
 */

const T = (selector: string, transition: string, hover: string) =>
  `.${selector}{transform:perspective(1px) translateZ(0);transition-duration:.3s;transition-property:${transition}}.${selector}:hover,.${selector}:focus-within{${hover}}`;

const K = (selector: string, name: string, frames: string, animation: string, before = '') =>
  `@keyframes ${name}{${frames}}.${selector}{transform:perspective(1px) translateZ(0)${before}}.${selector}:hover,.${selector}:focus-within{animation:${animation}}`;

const wobble = (axis: 'X' | 'Y', d: number) =>
  `16.65%{transform:translate${axis}(${d}px)}33.3%{transform:translate${axis}(-${(d * 5) / 8}px)}49.95%{transform:translate${axis}(${d / 2}px)}66.6%{transform:translate${axis}(-${d / 4}px)}83.25%{transform:translate${axis}(${d / 8}px)}100%{transform:translate${axis}(0)}`;

export const HOVER_ANIMATION_CSS = {
  grow: T('ts-hvr-grow', 'transform', 'transform:scale(1.1)'),
  shrink: T('ts-hvr-shrink', 'transform', 'transform:scale(.9)'),
  pulse: K('ts-hvr-pulse', 'ts-hvr-pulse', '25%{transform:scale(1.1)}75%{transform:scale(.9)}', 'ts-hvr-pulse 1s linear infinite'),
  'pulse-grow': K('ts-hvr-pulse-grow', 'ts-hvr-pulse-grow', 'to{transform:scale(1.1)}', 'ts-hvr-pulse-grow .3s linear infinite alternate'),
  'pulse-shrink': K('ts-hvr-pulse-shrink', 'ts-hvr-pulse-shrink', 'to{transform:scale(.9)}', 'ts-hvr-pulse-shrink .3s linear infinite alternate'),
  push: K('ts-hvr-push', 'ts-hvr-push', '50%{transform:scale(.8)}100%{transform:scale(1)}', 'ts-hvr-push .3s linear 1'),
  pop: K('ts-hvr-pop', 'ts-hvr-pop', '50%{transform:scale(1.2)}', 'ts-hvr-pop .3s linear 1'),
  'bounce-in': `.ts-hvr-bounce-in{transform:perspective(1px) translateZ(0);transition-duration:.5s}.ts-hvr-bounce-in:hover,.ts-hvr-bounce-in:focus-within{transform:scale(1.2);transition-timing-function:cubic-bezier(.47,2.02,.31,-.36)}`,
  'bounce-out': `.ts-hvr-bounce-out{transform:perspective(1px) translateZ(0);transition-duration:.5s}.ts-hvr-bounce-out:hover,.ts-hvr-bounce-out:focus-within{transform:scale(.8);transition-timing-function:cubic-bezier(.47,2.02,.31,-.36)}`,
  rotate: T('ts-hvr-rotate', 'transform', 'transform:rotate(4deg)'),
  'grow-rotate': T('ts-hvr-grow-rotate', 'transform', 'transform:scale(1.1) rotate(4deg)'),
  float: T('ts-hvr-float', 'transform', 'transform:translateY(-8px)'),
  sink: T('ts-hvr-sink', 'transform', 'transform:translateY(8px)'),
  bob: `@keyframes ts-hvr-bob{0%{transform:translateY(-8px)}50%{transform:translateY(-4px)}100%{transform:translateY(-8px)}}@keyframes ts-hvr-bob-float{100%{transform:translateY(-8px)}}.ts-hvr-bob{transform:perspective(1px) translateZ(0)}.ts-hvr-bob:hover,.ts-hvr-bob:focus-within{animation:ts-hvr-bob-float .3s ease-out 0s 1 forwards,ts-hvr-bob 1.5s ease-in-out .3s infinite alternate}`,
  hang: `@keyframes ts-hvr-hang{0%{transform:translateY(8px)}50%{transform:translateY(4px)}100%{transform:translateY(8px)}}@keyframes ts-hvr-hang-sink{100%{transform:translateY(8px)}}.ts-hvr-hang{transform:perspective(1px) translateZ(0)}.ts-hvr-hang:hover,.ts-hvr-hang:focus-within{animation:ts-hvr-hang-sink .3s ease-out 0s 1 forwards,ts-hvr-hang 1.5s ease-in-out .3s infinite alternate}`,
  skew: T('ts-hvr-skew', 'transform', 'transform:skew(-10deg)'),
  'skew-forward': T('ts-hvr-skew-forward', 'transform', 'transform:skew(-10deg);transform-origin:0 100%'),
  'skew-backward': T('ts-hvr-skew-backward', 'transform', 'transform:skew(10deg);transform-origin:0 100%'),
  'wobble-vertical': K('ts-hvr-wobble-vertical', 'ts-hvr-wobble-vertical', wobble('Y', 8), 'ts-hvr-wobble-vertical 1s ease-in-out 1'),
  'wobble-horizontal': K('ts-hvr-wobble-horizontal', 'ts-hvr-wobble-horizontal', wobble('X', 8), 'ts-hvr-wobble-horizontal 1s ease-in-out 1'),
  'wobble-to-bottom-right': K(
    'ts-hvr-wobble-to-bottom-right',
    'ts-hvr-wobble-to-bottom-right',
    '16.65%{transform:translate(8px,8px)}33.3%{transform:translate(-6px,-6px)}49.95%{transform:translate(4px,4px)}66.6%{transform:translate(-2px,-2px)}83.25%{transform:translate(1px,1px)}100%{transform:translate(0,0)}',
    'ts-hvr-wobble-to-bottom-right 1s ease-in-out 1',
  ),
  'wobble-to-top-right': K(
    'ts-hvr-wobble-to-top-right',
    'ts-hvr-wobble-to-top-right',
    '16.65%{transform:translate(8px,-8px)}33.3%{transform:translate(-6px,6px)}49.95%{transform:translate(4px,-4px)}66.6%{transform:translate(-2px,2px)}83.25%{transform:translate(1px,-1px)}100%{transform:translate(0,0)}',
    'ts-hvr-wobble-to-top-right 1s ease-in-out 1',
  ),
  'wobble-top': K(
    'ts-hvr-wobble-top',
    'ts-hvr-wobble-top',
    '16.65%{transform:skew(-12deg)}33.3%{transform:skew(10deg)}49.95%{transform:skew(-6deg)}66.6%{transform:skew(2deg)}83.25%{transform:skew(-1deg)}100%{transform:skew(0)}',
    'ts-hvr-wobble-top 1s ease-in-out 1',
    ';transform-origin:0 100%',
  ),
  'wobble-bottom': K(
    'ts-hvr-wobble-bottom',
    'ts-hvr-wobble-bottom',
    '16.65%{transform:skew(-12deg)}33.3%{transform:skew(10deg)}49.95%{transform:skew(-6deg)}66.6%{transform:skew(2deg)}83.25%{transform:skew(-1deg)}100%{transform:skew(0)}',
    'ts-hvr-wobble-bottom 1s ease-in-out 1',
    ';transform-origin:100% 0',
  ),
  'wobble-skew': K(
    'ts-hvr-wobble-skew',
    'ts-hvr-wobble-skew',
    '16.65%{transform:skew(-12deg)}33.3%{transform:skew(10deg)}49.95%{transform:skew(-6deg)}66.6%{transform:skew(2deg)}83.25%{transform:skew(-1deg)}100%{transform:skew(0)}',
    'ts-hvr-wobble-skew 1s ease-in-out 1',
  ),
  buzz: K(
    'ts-hvr-buzz',
    'ts-hvr-buzz',
    '50%{transform:translateX(3px) rotate(2deg)}100%{transform:translateX(-3px) rotate(-2deg)}',
    'ts-hvr-buzz .15s linear infinite',
  ),
  'buzz-out': K(
    'ts-hvr-buzz-out',
    'ts-hvr-buzz-out',
    '10%{transform:translateX(3px) rotate(2deg)}20%{transform:translateX(-3px) rotate(-2deg)}30%{transform:translateX(3px) rotate(2deg)}40%{transform:translateX(-3px) rotate(-2deg)}50%{transform:translateX(2px) rotate(1deg)}60%{transform:translateX(-2px) rotate(-1deg)}70%{transform:translateX(2px) rotate(1deg)}80%{transform:translateX(-2px) rotate(-1deg)}90%{transform:translateX(1px) rotate(0)}100%{transform:translateX(-1px) rotate(0)}',
    'ts-hvr-buzz-out .75s linear 1',
  ),
  forward: T('ts-hvr-forward', 'transform', 'transform:translateX(8px)'),
} as const;

export type HoverAnimation = keyof typeof HOVER_ANIMATION_CSS;
export const HOVER_ANIMATIONS = Object.keys(HOVER_ANIMATION_CSS) as HoverAnimation[];

/** Nobody gets motion they asked their system to spare them. */
export const REDUCED_MOTION_CSS = `@media (prefers-reduced-motion:reduce){[class*="ts-hvr-"]{animation:none!important;transition:none!important}}`;
