import { el, row, section, documentOf } from './design-kit.ts';
import { PALETTES } from './palettes.ts';
import { about, button, callToAction, checklist, contact, faq, features, footer, h1, hero, lead, pageTitle, pricing, testimonials, text } from './sections.ts';
import type { StarterDesign } from './starter-design.ts';

const { ocean, forest, terracotta, plum, teal, rose, slate } = PALETTES;

/** A centred column of a few elements on one background: thank-you, coming soon, link in bio. */
const single = (palette: typeof ocean, elements: Parameters<typeof row>[0]) =>
  section({ BackgroundColor: palette.soft, PaddingTop: 120, PaddingBottom: 120, PaddingLeft: 24, PaddingRight: 24, mobile: { PaddingTop: 64, PaddingBottom: 64, PaddingLeft: 16, PaddingRight: 16 } }, row(elements));

const questions = [
  { question: 'Who is this for?', answer: 'Anyone who wants the result described above without spending weeks figuring it out alone.' },
  { question: 'What if it is not for me?', answer: 'Write to us within 30 days and you get every cent back, no questions asked.' },
  { question: 'How do I get access?', answer: 'Right after you sign up you receive an e-mail with everything you need.' },
];

const quotes = [
  { text: 'Clear, practical and worth far more than it cost.', name: 'Hannah Scott', role: 'Small business owner' },
  { text: 'I put it into practice the same day and saw results within a week.', name: 'Luis Martinez', role: 'Consultant' },
  { text: 'The most useful hour I spent this year.', name: 'Mei Chen', role: 'Marketing lead' },
];

/** Twelve page templates for the pages agencies build most: each complete, each ready to reword. */
export const STARTER_PAGE_TEMPLATES: readonly StarterDesign[] = [
  {
    name: 'Landing page',
    category: 'Landing',
    design: documentOf([
      hero(ocean, { title: 'The one thing your customer wants, said simply', lead: 'A sentence on how you deliver it and why now.', action: { label: 'Get started', href: '#signup' }, secondary: { label: 'How it works', href: '#how' } }),
      features(ocean, 'How it works', 'Three steps from hello to done.', [
        { icon: 'mail', title: 'Tell us', text: 'Answer a few questions about what you need.' },
        { icon: 'calendar', title: 'Plan', text: 'Get a plan and a date within 24 hours.' },
        { icon: 'check-circle', title: 'Relax', text: 'We do the work and keep you posted.' },
      ], 'page', true),
      testimonials(ocean, 'Loved by our customers', quotes, 'soft'),
      callToAction(ocean, 'Ready to begin?', 'It takes two minutes to get started.', { label: 'Get started', href: '#signup' }),
      footer(ocean, 'Your brand', 'Your address · your phone number'),
    ]),
  },
  {
    name: 'Sales page',
    category: 'Sales',
    design: documentOf([
      hero(rose, { title: 'Master the skill that changes everything', lead: 'A complete program with lessons, templates and live support.', action: { label: 'Join the program', href: '#pricing' }, points: ['Twelve video lessons', 'Templates you can reuse', 'A private community'] }),
      about(rose, 'Is this you?', ['You know what you want to achieve but not where to start.', 'You have tried free advice and ended up more confused.'], ['You want a clear plan', 'You want proven tools', 'You want support along the way']),
      pricing(rose, 'Choose your access', 'Pay once, keep lifetime access.', [
        { name: 'Essentials', price: '$97', per: 'one payment', points: ['All lessons', 'All templates', 'Community access'], action: { label: 'Get Essentials', href: '#checkout' } },
        { name: 'Complete', price: '$197', per: 'one payment', points: ['Everything in Essentials', 'Four live Q&A calls', 'Certificate'], action: { label: 'Get Complete', href: '#checkout' } },
      ]),
      testimonials(rose, 'Results from students', quotes),
      faq(rose, 'Questions before you join', questions, 'soft'),
      footer(rose, 'Your brand', 'A 30-day money-back guarantee on every purchase'),
    ]),
  },
  {
    name: 'Webinar sign-up',
    category: 'Webinar',
    design: documentOf([
      hero(plum, { title: 'Free live webinar: grow your audience in 30 days', lead: 'Thursday at 6 pm Eastern. Sixty minutes, with live questions at the end.', action: { label: 'Save my seat', href: '#register' }, points: ['The three channels that work now', 'A 30-day posting plan', 'Live answers to your questions'] }),
      contact(plum, { title: 'Reserve your free seat', lead: 'We will e-mail you the link and a reminder an hour before.', details: ['<strong>When</strong><br>Thursday, 6 pm Eastern', '<strong>Where</strong><br>Online; a link arrives by e-mail', '<strong>Cost</strong><br>Free'], send: 'Save my seat' }),
      about(plum, 'Your host', ['Alex Morgan has grown audiences for brands large and small for ten years.'], ['Over 200,000 followers built for clients', 'Speaker at three national conferences']),
      footer(plum, 'Your brand', 'Can’t make it live? Register and we will send the recording.'),
    ]),
  },
  {
    name: 'Thank-you page',
    category: 'Thank you',
    design: documentOf([
      single(forest, [
        el('icon', { icon: 'check-circle', size: 64, color: forest.primary, alignment: 'center' }, { MarginBottom: 16 }),
        h1(forest, 'soft', 'Thank you! You are all set'),
        lead(forest, 'soft', 'Check your inbox: we have sent you an e-mail with the next steps.'),
        button(forest, { label: 'Back to the home page', href: '/' }),
      ]),
    ]),
  },
  {
    name: 'Coming soon',
    category: 'Coming soon',
    design: documentOf([
      single(slate, [
        h1(slate, 'soft', 'Something new is on its way'),
        lead(slate, 'soft', 'We are putting the finishing touches on it. Leave your e-mail and be the first to know.'),
        el('form', { fields: [{ type: 'email', label: 'Email', name: 'email', required: true }], button: { Text: 'Notify me', ButtonBackgroundColor: slate.primary, BorderColor: slate.primary }, labelColor: slate.heading }),
      ]),
    ]),
  },
  {
    name: 'Link in bio',
    category: 'Link in bio',
    design: documentOf([
      single(rose, [
        h1(rose, 'soft', 'Sam Rivers'),
        lead(rose, 'soft', 'Photographer and teacher. New work every week.'),
        { ...button(rose, { label: 'Book a photo session', href: '#book' }), style: { MarginBottom: 12 } },
        { ...button(rose, { label: 'Shop prints', href: '#shop' }, { secondary: true }), style: { MarginBottom: 12 } },
        { ...button(rose, { label: 'Join the newsletter', href: '#newsletter' }, { secondary: true }), style: { MarginBottom: 24 } },
        el('social-link', { alignment: 'center', colorMode: 'custom', color: rose.primary, iconColor: '#ffffff' }),
      ]),
    ]),
  },
  {
    name: 'Lead magnet',
    category: 'Lead generation',
    design: documentOf([
      hero(teal, { title: 'Free guide: 25 ideas to win more customers', lead: 'The tactics small businesses use to fill their calendar, in one short PDF.', action: { label: 'Send me the guide', href: '#get' }, points: ['Tested ideas, no theory', 'Costs nothing to try', 'Read it in 20 minutes'] }),
      contact(teal, { title: 'Where should we send it?', lead: 'Enter your name and e-mail and the guide is in your inbox within a minute.', details: ['No spam, ever.', 'Unsubscribe in one click.'], send: 'Send me the guide' }),
      footer(teal, 'Your brand', 'Your address · your phone number'),
    ]),
  },
  {
    name: 'Event',
    category: 'Event',
    design: documentOf([
      hero(terracotta, { title: 'Springfield Makers Fair, 14 June', lead: 'Sixty local makers, live music and food from the best stalls in town.', action: { label: 'Get free tickets', href: '#tickets' }, secondary: { label: 'See the program', href: '#program' } }),
      features(terracotta, 'What’s on', 'A full day for the whole family.', [
        { icon: 'gift', title: 'Makers’ market', text: 'Crafts, prints, ceramics and gifts from sixty stalls.' },
        { icon: 'music', title: 'Live music', text: 'Local bands on the main stage from noon to six.' },
        { icon: 'coffee', title: 'Street food', text: 'Twelve food trucks and a family picnic area.' },
      ]),
      faq(terracotta, 'Plan your visit', [
        { question: 'Where is it?', answer: 'In Riverside Park, a short walk from the station.' },
        { question: 'Is it free?', answer: 'Entry is free, but please get a ticket so we know how many to expect.' },
        { question: 'Can I bring my dog?', answer: 'Yes, dogs on a lead are welcome.' },
      ], 'soft'),
      footer(terracotta, 'Springfield Makers Fair', 'Riverside Park, Springfield · 14 June, 10 am to 6 pm'),
    ]),
  },
  {
    name: 'App launch',
    category: 'Product',
    design: documentOf([
      hero(slate, { title: 'The budgeting app that does the maths for you', lead: 'Connect your accounts once and see where every dollar goes.', action: { label: 'Download free', href: '#download' } }, 'dark'),
      features(slate, 'Built for real life', 'Everything you need, nothing you don’t.', [
        { icon: 'chart', title: 'Automatic categories', text: 'Spending sorted for you, every day.' },
        { icon: 'warning', title: 'Smart alerts', text: 'A nudge before you go over budget.' },
        { icon: 'lock', title: 'Bank-level security', text: 'Encrypted and read-only access.' },
      ]),
      pricing(slate, 'Free to start', 'Upgrade when you want more.', [
        { name: 'Free', price: '$0', per: 'forever', points: ['Two accounts', 'Monthly budget', 'Spending reports'], action: { label: 'Download free', href: '#download' } },
        { name: 'Plus', price: '$4', per: 'a month', points: ['Unlimited accounts', 'Shared budgets', 'Export to spreadsheet'], action: { label: 'Try Plus free', href: '#download' } },
      ]),
      footer(slate, 'Your app', 'Available for phones and tablets'),
    ]),
  },
  {
    name: 'Consultation booking',
    category: 'Services',
    design: documentOf([
      pageTitle(teal, 'Book a free 20-minute consultation', 'Tell us about your project and we will call you at a time that suits you.'),
      contact(teal, { title: 'Choose how we reach you', lead: 'Fill in the form and we will confirm your call within a day.', details: ['<strong>What to expect</strong><br>A short, friendly call about your goals', '<strong>Cost</strong><br>Free, with no obligation'], send: 'Request my call' }, 'page'),
      testimonials(teal, 'From people we have helped', quotes, 'soft'),
      footer(teal, 'Your brand', 'Your address · your phone number'),
    ]),
  },
  {
    name: 'Product page',
    category: 'Product',
    design: documentOf([
      hero(forest, { title: 'The everyday backpack, made to last', lead: 'Waterproof, recycled fabric and a lifetime guarantee.', action: { label: 'Order now for $89', href: '#order' }, points: ['Fits a 16-inch laptop', 'Made from 30 recycled bottles', 'Free returns for 60 days'] }),
      features(forest, 'Details that matter', 'Designed with people who carry one every day.', [
        { icon: 'shield', title: 'Waterproof', text: 'Sealed seams keep your things dry in any weather.' },
        { icon: 'award', title: 'Lifetime guarantee', text: 'If it breaks, we repair or replace it.' },
        { icon: 'truck', title: 'Free delivery', text: 'Delivered in two to four working days.' },
      ], 'soft'),
      testimonials(forest, 'Reviews', quotes),
      footer(forest, 'Your brand', 'Free delivery and returns'),
    ]),
  },
  {
    name: 'About me',
    category: 'Personal',
    design: documentOf([
      pageTitle(plum, 'Hi, I am Jordan', 'Designer, writer and teacher, helping small brands look their best.'),
      about(plum, 'What I do', ['I design brands and websites for independent businesses.', 'Before going solo I spent eight years at design studios in New York and London.'], ['Brand identity', 'Websites', 'Workshops']),
      section(
        { BackgroundColor: plum.soft, PaddingTop: 64, PaddingBottom: 64, PaddingLeft: 24, PaddingRight: 24 },
        row([text(plum, 'soft', '<p>Have a project in mind? I take on four new clients each season.</p>', 'center'), checklist(plum, 'soft', ['Replies within two days']), button(plum, { label: 'Work with me', href: '#contact' })]),
      ),
      footer(plum, 'Jordan Avery', 'hello@example.com'),
    ]),
  },
];
