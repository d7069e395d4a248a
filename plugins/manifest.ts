import { withAppElements, type AnyElementDefinition } from '@tessera/sdk';
import audio from '@tessera/element-audio';
import bulletList from '@tessera/element-bullet-list';
import button from '@tessera/element-button';
import checkbox from '@tessera/element-checkbox';
import countdown from '@tessera/element-countdown';
import dayTimer from '@tessera/element-day-timer';
import dropdown from '@tessera/element-dropdown';
import faq from '@tessera/element-faq';
import form from '@tessera/element-form';
import gallery from '@tessera/element-gallery';
import googleMap from '@tessera/element-google-map';
import h1 from '@tessera/element-h1';
import h2 from '@tessera/element-h2';
import h3 from '@tessera/element-h3';
import headline from '@tessera/element-headline';
import htmlEditor from '@tessera/element-html-editor';
import icon from '@tessera/element-icon';
import iconFeature from '@tessera/element-icon-feature';
import image from '@tessera/element-image';
import imgFeature from '@tessera/element-img-feature';
import input from '@tessera/element-input';
import minuteTimer from '@tessera/element-minute-timer';
import navigation from '@tessera/element-navigation';
import paragraph from '@tessera/element-paragraph';
import socialLink from '@tessera/element-social-link';
import socialSharing from '@tessera/element-social-sharing';
import subHeadline from '@tessera/element-sub-headline';
import textArea from '@tessera/element-text-area';
import video from '@tessera/element-video';
import orderSelect from '@tessera/element-order-select';
import orderSummary from '@tessera/element-order-summary';
import coupon from '@tessera/element-coupon';
import creditCard from '@tessera/element-credit-card';
import stripeLink from '@tessera/element-stripe-link';
import { apps } from './apps.ts';

/**
 * The installed plugins. Host and server both load these lists; installing a plugin means
 * adding its package to plugins/package.json and its definition here (an app's to apps.ts, a
 * card design's to card-designs.ts). The order is the palette's order within each category.
 */
export const standaloneElements: readonly AnyElementDefinition[] = [
  // text
  headline, h1, h2, h3, subHeadline, paragraph, bulletList, faq,
  // form
  button, checkbox, dropdown, input, textArea, form,
  // order
  coupon, creditCard, orderSelect, orderSummary, stripeLink,
  // media
  audio, video, image, gallery,
  // countdown
  countdown, minuteTimer, dayTimer,
  // misc
  googleMap, htmlEditor, icon, iconFeature, imgFeature, navigation, socialLink, socialSharing,
];

export { apps };
export { cardDesigns } from './card-designs.ts';

/** Every installed element: the standalone ones, then the apps' (marked with their app). */
export const elements: readonly AnyElementDefinition[] = withAppElements(standaloneElements, apps);
