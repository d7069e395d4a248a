import { documentOf } from './design-kit.ts';
import { PALETTES } from './palettes.ts';
import { about, callToAction, contact, faq, features, footer, header, hero, pricing, testimonials, type Tone } from './sections.ts';
import type { StarterDesign } from './starter-design.ts';

/**
 * The 30 starter blocks: ten kinds of section an agency client's page is built of, each in three
 * looks (a background and a colour scheme), with words that say what to put there.
 */
const LOOKS: readonly { name: string; palette: (typeof PALETTES)[keyof typeof PALETTES]; tone: Tone }[] = [
  { name: 'light', palette: PALETTES.ocean, tone: 'page' },
  { name: 'tinted', palette: PALETTES.teal, tone: 'soft' },
  { name: 'dark', palette: PALETTES.plum, tone: 'dark' },
];

const KINDS: readonly { category: string; name: string; make: (look: (typeof LOOKS)[number]) => ReturnType<typeof hero> }[] = [
  {
    category: 'Hero',
    name: 'Hero',
    make: ({ palette, tone }) =>
      hero(
        palette,
        {
          title: 'Say what you do in one clear line',
          lead: 'Add a sentence on who it is for and the result they get, then one step to take.',
          action: { label: 'Book a free call', href: '#contact' },
          secondary: { label: 'See our work', href: '#work' },
        },
        tone,
      ),
  },
  {
    category: 'Hero',
    name: 'Hero with points',
    make: ({ palette, tone }) =>
      hero(
        palette,
        {
          title: 'The result your customers want, without the hassle',
          lead: 'Two lines on how you get them there, and why you are the ones to trust.',
          action: { label: 'Get started today', href: '#pricing' },
          points: ['A first point that removes a worry', 'A second point that shows proof', 'A third point that makes it easy'],
        },
        tone,
      ),
  },
  {
    category: 'Features',
    name: 'Three features',
    make: ({ palette, tone }) =>
      features(
        palette,
        'Why customers choose us',
        'Three reasons, each with a short title and a sentence of proof.',
        [
          { icon: 'zap', title: 'Fast results', text: 'Say how quickly customers see a difference, and how you make it happen.' },
          { icon: 'shield', title: 'Safe hands', text: 'Mention guarantees, licences or years of experience that build trust.' },
          { icon: 'heart', title: 'Real care', text: 'Describe the personal attention every customer gets from your team.' },
        ],
        tone,
      ),
  },
  {
    category: 'Features',
    name: 'Three steps',
    make: ({ palette, tone }) =>
      features(
        palette,
        'How it works',
        'Show the way from first contact to a happy customer in three steps.',
        [
          { icon: 'phone', title: 'Get in touch', text: 'Tell us what you need by phone, e-mail or the form below.' },
          { icon: 'calendar', title: 'Plan together', text: 'We agree on the work, the price and a date that suits you.' },
          { icon: 'check-circle', title: 'Enjoy the result', text: 'We do the work and check in afterwards to make sure all is well.' },
        ],
        tone,
        true,
      ),
  },
  {
    category: 'Pricing',
    name: 'Three plans',
    make: ({ palette, tone }) =>
      pricing(
        palette,
        'Simple, honest pricing',
        'Pick the plan that fits; change or cancel whenever you like.',
        [
          { name: 'Starter', price: '$29', per: 'a month', points: ['One location', 'E-mail support', 'Monthly report'], action: { label: 'Choose Starter', href: '#contact' } },
          { name: 'Growth', price: '$79', per: 'a month', points: ['Three locations', 'Phone support', 'Weekly report'], action: { label: 'Choose Growth', href: '#contact' } },
          { name: 'Pro', price: '$149', per: 'a month', points: ['Unlimited locations', 'A dedicated manager', 'Daily report'], action: { label: 'Choose Pro', href: '#contact' } },
        ],
        tone,
      ),
  },
  {
    category: 'Testimonials',
    name: 'Three testimonials',
    make: ({ palette, tone }) =>
      testimonials(
        palette,
        'What our customers say',
        [
          { text: 'They listened, kept every promise and finished ahead of time. We recommend them to everyone.', name: 'Maria Lopez', role: 'Owner, Lopez Bakery' },
          { text: 'Clear prices, friendly people and a result that still makes us smile every day.', name: 'James Carter', role: 'Homeowner' },
          { text: 'Our bookings doubled within three months. The best decision we made this year.', name: 'Aisha Khan', role: 'Director, Bright Studio' },
        ],
        tone,
      ),
  },
  {
    category: 'FAQ',
    name: 'Questions and answers',
    make: ({ palette, tone }) =>
      faq(
        palette,
        'Questions we hear often',
        [
          { question: 'How soon can you start?', answer: 'Usually within a week. Tell us your dates and we will do our best to fit them.' },
          { question: 'What does it cost?', answer: 'You get a fixed quote before any work begins, with no hidden extras.' },
          { question: 'Do you offer a guarantee?', answer: 'Yes. If something is not right, we come back and put it right at no charge.' },
          { question: 'Which areas do you cover?', answer: 'The whole city and the towns around it, within about 30 miles.' },
        ],
        tone,
      ),
  },
  {
    category: 'Contact',
    name: 'Contact form',
    make: ({ palette, tone }) =>
      contact(
        palette,
        {
          title: 'Get in touch',
          lead: 'Send us a message and we will answer within one working day.',
          details: ['<strong>Visit us</strong><br>12 High Street, Springfield', '<strong>Call us</strong><br>(555) 010-2030', '<strong>Opening hours</strong><br>Monday to Friday, 9 am to 5 pm'],
          send: 'Send message',
        },
        tone,
      ),
  },
  {
    category: 'Call to action',
    name: 'Call to action',
    make: ({ palette, tone }) => callToAction(palette, 'Ready when you are', 'One short line that makes the next step feel easy.', { label: 'Book your visit', href: '#contact' }, tone),
  },
  {
    category: 'About',
    name: 'About us',
    make: ({ palette, tone }) =>
      about(
        palette,
        'About us',
        ['Tell the story of how you started and what drives you today.', 'Mention the people behind the business and what makes the way you work different.'],
        ['Family owned since 2009', 'Over 1,200 happy customers', 'Fully licensed and insured'],
        tone,
      ),
  },
];

/** The thirty blocks, then a header and a footer like those every site template has. */
export const STARTER_BLOCKS: readonly StarterDesign[] = [
  ...KINDS.flatMap((kind) => LOOKS.map((look) => ({ name: `${kind.name}, ${look.name}`, category: kind.category, design: documentOf([kind.make(look)]) }))),
  {
    name: 'Header with menu',
    category: 'Header',
    design: documentOf([header(PALETTES.ocean, 'Your brand', [{ label: 'Home', href: '/' }, { label: 'Services', href: '#services' }, { label: 'About', href: '#about' }, { label: 'Contact', href: '#contact' }])]),
  },
  { name: 'Footer', category: 'Footer', design: documentOf([footer(PALETTES.ocean, 'Your brand', '12 High Street, Springfield · (555) 010-2030')]) },
];
