/**
 * What an element tells the pre-publish accessibility check about what it renders, read from
 * its props by its plugin's optional `accessibility` hook. Each list holds one entry per thing
 * the element shows (a gallery several images, a feature a title and a button); an element
 * without the hook, or leaving a list out, is not checked for that rule.
 */
export interface ElementAccessibility {
  headings?: readonly AccessibleHeading[];
  /** Images the page shows; an image without an address shows nothing and is left out. */
  images?: readonly AccessibleImage[];
  links?: readonly AccessibleLink[];
  fields?: readonly AccessibleField[];
  texts?: readonly AccessibleText[];
}

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export interface AccessibleHeading {
  level: HeadingLevel;
  /** Its words, to name it in the problem list. */
  text: string;
}

export interface AccessibleImage {
  alt: string;
  /** Marked as decoration (rendered with alt=""): screen readers skip it, so it needs no alt. */
  decorative?: boolean;
}

/** A link or a button: what a screen reader announces it by. */
export interface AccessibleLink {
  role: 'link' | 'button';
  /** Its visible words, else its aria-label (an image link's alt); '' when it has neither. */
  name: string;
}

export interface AccessibleField {
  /** The label the control is tied to, shown or visually hidden; '' when it has none. */
  label: string;
}

/** A run of text in one colour and size, for the contrast rule. */
export interface AccessibleText {
  /** Its words, to name it in the problem list. */
  text: string;
  /** Absent: the page's text colour. */
  color?: string;
  /** A background the element paints right behind this text (a button's fill); absent: what the element sits on. */
  background?: string;
  /** In px, the smallest it is shown at on any device. */
  size: number;
  /** Weight 700 or more. */
  bold?: boolean;
}
