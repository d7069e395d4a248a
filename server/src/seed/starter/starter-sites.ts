import { SITE_TITLE_TOKEN } from '@tessera/core';
import { documentOf } from './design-kit.ts';
import { PALETTES, type Palette } from './palettes.ts';
import { about, callToAction, contact, faq, features, footer, header, hero, pageTitle, pricing, testimonials, type Feature, type Plan, type Question, type Quote } from './sections.ts';
import type { StarterSite } from './starter-design.ts';
import { starterKit, type StarterLook } from './starter-kits.ts';

/** What one kind of agency client needs said; every site template is built from one of these. */
interface Business {
  template: string;
  category: string;
  description: string;
  brand: string;
  palette: Palette;
  /** Fonts and buttons of its brand kit, whose colours are the palette's. */
  look: StarterLook;
  /** Address, phone and hours, for the contact page and footer. */
  address: string;
  phone: string;
  hours: string;
  hero: { title: string; lead: string; action: string };
  highlights: { title: string; lead: string; items: readonly Feature[] };
  /** The second page: what is offered, as plans or as features. */
  offer: { name: string; path: string; title: string; lead: string; plans?: readonly Plan[]; items?: readonly Feature[] };
  quotes: readonly Quote[];
  story: { paragraphs: readonly string[]; points: readonly string[] };
  questions: readonly Question[];
  closing: { title: string; lead: string };
}

const BUSINESSES: readonly Business[] = [
  {
    template: 'Restaurant',
    category: 'Food and drink',
    description: 'A neighbourhood restaurant: menu, story and table bookings.',
    brand: 'Olive and Thyme',
    palette: PALETTES.terracotta,
    look: { headingFont: 'playfair-display', bodyFont: 'lora', buttonShape: 'rounded', buttonRadius: 4 },
    address: '48 Market Square, Springfield',
    phone: '(555) 014-2288',
    hours: 'Tuesday to Sunday, noon to 10 pm',
    hero: { title: 'Seasonal Mediterranean cooking, made fresh every day', lead: 'Wood-fired bread, local produce and a warm table waiting for you.', action: 'Book a table' },
    highlights: {
      title: 'Why guests come back',
      lead: 'Simple food, done properly, in a room that feels like home.',
      items: [
        { icon: 'coffee', title: 'Made in house', text: 'Pasta, bread and desserts are made in our kitchen every morning.' },
        { icon: 'truck', title: 'Local suppliers', text: 'Vegetables, cheese and meat come from farms within 40 miles.' },
        { icon: 'users', title: 'Private dining', text: 'A room for up to 24 guests for birthdays and company dinners.' },
      ],
    },
    offer: {
      name: 'Menu',
      path: 'menu',
      title: 'Our menu',
      lead: 'A short menu that changes with the seasons. Ask us about allergies and we will adapt any dish.',
      plans: [
        { name: 'Lunch', price: '$18', per: 'two courses', points: ['Soup or salad of the day', 'Pasta or fish of the day', 'Bread and olive oil'], action: { label: 'Book lunch', href: '/contact' } },
        { name: 'Dinner', price: '$42', per: 'three courses', points: ['Seasonal starter', 'Wood-fired main course', 'Dessert of your choice'], action: { label: 'Book dinner', href: '/contact' } },
        { name: 'Tasting', price: '$68', per: 'six courses', points: ['The chef’s pick of the week', 'Paired wines on request', 'For the whole table'], action: { label: 'Book the tasting menu', href: '/contact' } },
      ],
    },
    quotes: [
      { text: 'The best pasta we have had outside Italy, and the staff made our anniversary special.', name: 'Elena and Tom', role: 'Regular guests' },
      { text: 'Cosy, friendly and delicious. The tasting menu is worth every cent.', name: 'Daniel Brooks', role: 'Food writer' },
      { text: 'They looked after our team dinner for twenty without a single hitch.', name: 'Priya Shah', role: 'Office manager' },
    ],
    story: {
      paragraphs: ['Olive and Thyme opened in 2014 with six tables and one wood-fired oven.', 'Today our kitchen team still cooks the dishes our founders grew up with, using what the season brings.'],
      points: ['Open six days a week', 'Vegetarian and vegan dishes every day', 'Gift vouchers available'],
    },
    questions: [
      { question: 'Do I need to book?', answer: 'We keep a few tables for walk-ins, but booking is best on Friday and Saturday evenings.' },
      { question: 'Can you cater for allergies?', answer: 'Yes. Tell us when you book and the kitchen will adapt your dishes.' },
      { question: 'Is there parking nearby?', answer: 'The Market Square car park is a two-minute walk away.' },
    ],
    closing: { title: 'Your table is waiting', lead: 'Book online in under a minute, or call us for groups of eight or more.' },
  },
  {
    template: 'Dentist',
    category: 'Health',
    description: 'A family dental practice: treatments, team and appointments.',
    brand: 'Brightside Dental',
    palette: PALETTES.teal,
    look: { headingFont: 'dm-sans', bodyFont: 'inter', buttonShape: 'pill', buttonRadius: 8 },
    address: '210 Elm Avenue, Springfield',
    phone: '(555) 013-4455',
    hours: 'Monday to Friday, 8 am to 6 pm; Saturday, 9 am to 1 pm',
    hero: { title: 'Gentle dental care for the whole family', lead: 'Modern treatments, clear prices and a team that puts nervous patients at ease.', action: 'Book an appointment' },
    highlights: {
      title: 'Care you can feel good about',
      lead: 'Everything from check-ups to implants under one roof.',
      items: [
        { icon: 'shield', title: 'Pain-free approach', text: 'We explain every step and use the gentlest techniques available.' },
        { icon: 'clock', title: 'Evening and Saturday slots', text: 'Appointments that fit around school and work.' },
        { icon: 'heart', title: 'Children welcome', text: 'Fun, friendly visits that build good habits early.' },
      ],
    },
    offer: {
      name: 'Treatments',
      path: 'treatments',
      title: 'Our treatments',
      lead: 'Every treatment starts with a consultation and a written plan with its price.',
      items: [
        { icon: 'search', title: 'Check-ups and hygiene', text: 'A thorough exam, X-rays when needed and a professional clean.' },
        { icon: 'sparkles', title: 'Whitening', text: 'Safe, dentist-led whitening at the practice or at home.' },
        { icon: 'award', title: 'Implants and crowns', text: 'Long-lasting replacements that look and feel natural.' },
      ],
    },
    quotes: [
      { text: 'I used to dread the dentist. Now I actually look forward to my check-ups.', name: 'Laura Mitchell', role: 'Patient since 2019' },
      { text: 'They fitted my son in the same day when he chipped a tooth. Wonderful team.', name: 'Marcus Green', role: 'Parent' },
      { text: 'Clear prices, no pressure and a beautiful result from my implant.', name: 'Helen Park', role: 'Patient' },
    ],
    story: {
      paragraphs: ['Brightside Dental has looked after Springfield families for over fifteen years.', 'Our dentists, hygienists and nurses train every year in the latest techniques.'],
      points: ['Accepting new patients', 'Most insurance plans welcome', 'Payment plans available'],
    },
    questions: [
      { question: 'Do you see emergencies?', answer: 'Yes. Call us first thing and we will see you the same day whenever we can.' },
      { question: 'Do you accept my insurance?', answer: 'We work with most plans. Call us with your policy details and we will check for you.' },
      { question: 'How often should I have a check-up?', answer: 'For most people every six months; we will tell you what suits your teeth.' },
    ],
    closing: { title: 'Smile with confidence', lead: 'New patients get a full check-up and clean in one visit.' },
  },
  {
    template: 'Coach',
    category: 'Coaching',
    description: 'A life and career coach: programs, story and a free discovery call.',
    brand: 'Clear Path Coaching',
    palette: PALETTES.plum,
    look: { headingFont: 'montserrat', bodyFont: 'inter', buttonShape: 'pill', buttonRadius: 8 },
    address: 'Online, and at 5 Park Lane, Springfield',
    phone: '(555) 017-9000',
    hours: 'Sessions Monday to Thursday, 8 am to 8 pm',
    hero: { title: 'Find the clarity to make your next move', lead: 'One-to-one coaching for professionals ready for a change in career or life.', action: 'Book a free discovery call' },
    highlights: {
      title: 'How coaching helps',
      lead: 'Practical support that turns good intentions into steady progress.',
      items: [
        { icon: 'trending-up', title: 'Clear goals', text: 'Turn a vague wish into a plan with steps you can take this week.' },
        { icon: 'message', title: 'Honest feedback', text: 'A sounding board who tells you what you need to hear.' },
        { icon: 'rocket', title: 'Lasting habits', text: 'Routines that keep you moving long after our sessions end.' },
      ],
    },
    offer: {
      name: 'Programs',
      path: 'programs',
      title: 'Coaching programs',
      lead: 'Choose the depth of support you need; every program starts with a free call.',
      plans: [
        { name: 'Kick-start', price: '$290', per: 'one month', points: ['Two 60-minute sessions', 'A personal action plan', 'E-mail support'], action: { label: 'Start Kick-start', href: '/contact' } },
        { name: 'Momentum', price: '$790', per: 'three months', points: ['Six 60-minute sessions', 'Weekly check-ins', 'Career tools and worksheets'], action: { label: 'Start Momentum', href: '/contact' } },
        { name: 'Transformation', price: '$1,490', per: 'six months', points: ['Twelve sessions', 'Unlimited messaging', 'A mid-point review'], action: { label: 'Start Transformation', href: '/contact' } },
      ],
    },
    quotes: [
      { text: 'In three months I went from stuck to a new role I love. I could not have done it alone.', name: 'Sophie Turner', role: 'Product manager' },
      { text: 'Practical, kind and direct. Every session left me with something to act on.', name: 'Ravi Patel', role: 'Founder' },
      { text: 'I finally have a routine that works and the confidence to keep it.', name: 'Grace Kim', role: 'Teacher' },
    ],
    story: {
      paragraphs: ['I spent twelve years in corporate leadership before training as a coach.', 'Since 2016 I have helped more than 300 people change careers, start businesses and find balance.'],
      points: ['Certified by the International Coaching Federation', 'Sessions online or in person', 'Confidential and judgement-free'],
    },
    questions: [
      { question: 'What happens on the discovery call?', answer: 'We talk for 30 minutes about where you are and where you want to be, with no obligation.' },
      { question: 'Is coaching the same as therapy?', answer: 'No. Coaching looks forward and focuses on goals and action.' },
      { question: 'Can my employer pay?', answer: 'Yes. Many clients use their training budget; I can invoice your company directly.' },
    ],
    closing: { title: 'Your next chapter starts with a conversation', lead: 'Book a free 30-minute call and leave with one clear next step.' },
  },
  {
    template: 'Real estate',
    category: 'Property',
    description: 'A local estate agency: listings, valuations and the team.',
    brand: 'Keystone Realty',
    palette: PALETTES.ocean,
    look: { headingFont: 'merriweather', bodyFont: 'dm-sans', buttonShape: 'square', buttonRadius: 0 },
    address: '77 Main Street, Springfield',
    phone: '(555) 012-7777',
    hours: 'Monday to Saturday, 9 am to 6 pm',
    hero: { title: 'Sell for more, buy with confidence', lead: 'Local experts who know every street, with marketing that gets homes seen.', action: 'Get a free valuation' },
    highlights: {
      title: 'Why sellers choose Keystone',
      lead: 'More viewings, better offers and fewer surprises.',
      items: [
        { icon: 'camera', title: 'Professional photos', text: 'Every listing gets photography and a floor plan at no extra cost.' },
        { icon: 'chart', title: 'Honest pricing', text: 'Valuations based on real sales data, not wishful thinking.' },
        { icon: 'home', title: 'Local knowledge', text: 'Twenty years of selling homes in Springfield and nearby towns.' },
      ],
    },
    offer: {
      name: 'Services',
      path: 'services',
      title: 'How we can help',
      lead: 'From the first valuation to handing over the keys.',
      items: [
        { icon: 'tag', title: 'Selling', text: 'Pricing, marketing, viewings and negotiation, all handled for you.' },
        { icon: 'search', title: 'Buying', text: 'Early access to new listings and help with every offer.' },
        { icon: 'briefcase', title: 'Letting', text: 'Tenant finding and full management for landlords.' },
      ],
    },
    quotes: [
      { text: 'Sold in eleven days, above the asking price. Keystone made it painless.', name: 'The Robinsons', role: 'Sellers' },
      { text: 'They found us a home before it even reached the websites.', name: 'Ahmed Ali', role: 'Buyer' },
      { text: 'Responsive, honest and always a phone call away.', name: 'Claire Dubois', role: 'Landlord' },
    ],
    story: {
      paragraphs: ['Keystone Realty is an independent agency founded in 2004.', 'Our team lives in the neighbourhoods we sell, and it shows in every valuation.'],
      points: ['Over 2,500 homes sold', 'No sale, no fee', 'Open on Saturdays'],
    },
    questions: [
      { question: 'How much is my home worth?', answer: 'Book a free valuation and we will give you a written figure backed by recent sales.' },
      { question: 'What are your fees?', answer: 'A clear percentage agreed up front, paid only when your home sells.' },
      { question: 'How long does a sale take?', answer: 'Most of our homes sell within six weeks; we keep you updated at every step.' },
    ],
    closing: { title: 'Thinking of moving?', lead: 'Start with a free, no-obligation valuation of your home.' },
  },
  {
    template: 'Local trades',
    category: 'Home services',
    description: 'A plumber, electrician or builder: services, reviews and quotes.',
    brand: 'Reliable Home Repairs',
    palette: PALETTES.forest,
    look: { headingFont: 'roboto-slab', bodyFont: 'inter', buttonShape: 'rounded', buttonRadius: 6 },
    address: 'Serving Springfield and 20 miles around',
    phone: '(555) 019-3344',
    hours: 'Monday to Saturday, 7 am to 7 pm; emergencies around the clock',
    hero: { title: 'Repairs done right, the first time', lead: 'Licensed tradespeople, fixed prices and a tidy job, guaranteed.', action: 'Get a free quote' },
    highlights: {
      title: 'Why homeowners call us',
      lead: 'Turning up on time is only the start.',
      items: [
        { icon: 'clock', title: 'On time, every time', text: 'We give you a two-hour arrival window and we keep it.' },
        { icon: 'dollar', title: 'Fixed prices', text: 'You approve the price before we start; no surprises on the bill.' },
        { icon: 'shield', title: 'Twelve-month guarantee', text: 'If anything we fixed fails, we come back for free.' },
      ],
    },
    offer: {
      name: 'Services',
      path: 'services',
      title: 'What we fix',
      lead: 'Small jobs and big ones, indoors and out.',
      items: [
        { icon: 'zap', title: 'Electrical', text: 'Sockets, lighting, fuse boxes and safety checks.' },
        { icon: 'settings', title: 'Plumbing', text: 'Leaks, boilers, bathrooms and blocked drains.' },
        { icon: 'home', title: 'Carpentry', text: 'Doors, shelves, decking and general repairs.' },
      ],
    },
    quotes: [
      { text: 'Fixed our boiler on a Sunday morning and charged exactly what they quoted.', name: 'Peter Walsh', role: 'Homeowner' },
      { text: 'Polite, tidy and quick. They even cleaned up after themselves.', name: 'Nina Rossi', role: 'Homeowner' },
      { text: 'We use them for all our rental properties. Completely reliable.', name: 'Oak Lettings', role: 'Letting agent' },
    ],
    story: {
      paragraphs: ['We are a family team of electricians, plumbers and carpenters.', 'Since 2010 we have completed more than 8,000 jobs across Springfield.'],
      points: ['Fully licensed and insured', 'Emergency call-outs', 'Free quotes'],
    },
    questions: [
      { question: 'Do you charge for quotes?', answer: 'No. Quotes are free and come with a fixed price.' },
      { question: 'Do you work weekends?', answer: 'Saturdays as standard, and emergencies any day of the week.' },
      { question: 'Are you insured?', answer: 'Yes, every job is covered by our public liability insurance.' },
    ],
    closing: { title: 'Something needs fixing?', lead: 'Tell us about the job and get a fixed-price quote today.' },
  },
  {
    template: 'SaaS',
    category: 'Software',
    description: 'A software product: features, pricing and sign-up.',
    brand: 'Trackly',
    palette: PALETTES.slate,
    look: { headingFont: 'inter', bodyFont: 'inter', buttonShape: 'rounded', buttonRadius: 8 },
    address: 'Trackly Inc., 100 Startup Way, Springfield',
    phone: '(555) 015-1000',
    hours: 'Support Monday to Friday, 8 am to 8 pm',
    hero: { title: 'Project tracking your whole team will actually use', lead: 'Plan work, see progress and hit deadlines without the spreadsheet chaos.', action: 'Start your free trial' },
    highlights: {
      title: 'Everything in one place',
      lead: 'Trackly replaces your to-do lists, status meetings and update e-mails.',
      items: [
        { icon: 'chart', title: 'Live dashboards', text: 'See every project’s status at a glance, updated as work happens.' },
        { icon: 'users', title: 'Built for teams', text: 'Assign tasks, share files and comment without leaving the board.' },
        { icon: 'lock', title: 'Secure by default', text: 'Encryption, single sign-on and daily backups on every plan.' },
      ],
    },
    offer: {
      name: 'Pricing',
      path: 'pricing',
      title: 'Plans for every team',
      lead: 'Start free for 14 days. No credit card needed.',
      plans: [
        { name: 'Team', price: '$8', per: 'per user a month', points: ['Unlimited projects', 'Board and list views', 'E-mail support'], action: { label: 'Try Team free', href: '/contact' } },
        { name: 'Business', price: '$16', per: 'per user a month', points: ['Everything in Team', 'Timelines and reports', 'Single sign-on'], action: { label: 'Try Business free', href: '/contact' } },
        { name: 'Enterprise', price: 'Custom', per: 'pricing', points: ['Everything in Business', 'A dedicated success manager', 'Custom contracts'], action: { label: 'Talk to sales', href: '/contact' } },
      ],
    },
    quotes: [
      { text: 'We cut our weekly status meeting from an hour to ten minutes.', name: 'Jordan Lee', role: 'Head of Operations, Northwind' },
      { text: 'The first project tool our designers and engineers both like.', name: 'Fatima Noor', role: 'CTO, Pixelcraft' },
      { text: 'Set up in an afternoon. Our whole company was on it within a week.', name: 'Chris Evans', role: 'COO, Greenleaf' },
    ],
    story: {
      paragraphs: ['Trackly was built by a team tired of juggling five tools to ship one project.', 'Today more than 4,000 teams use it to plan and deliver their work.'],
      points: ['99.9% uptime', 'Data stored in the EU or US', 'Help centre and live chat'],
    },
    questions: [
      { question: 'Is there a free trial?', answer: 'Yes, 14 days with every feature and no credit card.' },
      { question: 'Can I import from other tools?', answer: 'Import from spreadsheets and most popular project tools in a few clicks.' },
      { question: 'Can I cancel at any time?', answer: 'Yes. Plans are monthly and you can cancel from your account settings.' },
    ],
    closing: { title: 'Ship your next project with Trackly', lead: 'Join 4,000 teams who plan, track and deliver in one place.' },
  },
];

function siteOf(business: Business): StarterSite {
  const { palette, brand, offer } = business;
  const menu = [
    { label: 'Home', href: '/' },
    { label: offer.name, href: `/${offer.path}` },
    { label: 'About', href: '/about' },
    { label: 'Contact', href: '/contact' },
  ];
  // The header and footer name the website, whatever its title: a template names none of its own.
  // They are the site's global sections: a website made from the template shares them across its pages.
  const top = { ...header(palette, SITE_TITLE_TOKEN, menu), key: 'header', global: 'header' as const };
  const bottom = { ...footer(palette, SITE_TITLE_TOKEN, `${business.address} · ${business.phone}`), key: 'footer', global: 'footer' as const };
  const cta = callToAction(palette, business.closing.title, business.closing.lead, { label: business.hero.action, href: '/contact' });
  const offerSection = offer.plans
    ? pricing(palette, 'Choose what suits you', 'Prices include everything listed; ask us about anything else.', offer.plans, 'page')
    : features(palette, 'What we offer', 'Every service comes with a clear, written price before we begin.', offer.items ?? []);
  return {
    name: business.template,
    category: business.category,
    description: business.description,
    brandKit: starterKit(palette, business.look),
    pages: [
      {
        name: 'Home',
        uniqueName: 'home',
        title: brand,
        description: business.hero.lead,
        design: documentOf([
          top,
          hero(palette, { title: business.hero.title, lead: business.hero.lead, action: { label: business.hero.action, href: '/contact' }, secondary: { label: `See our ${offer.name.toLowerCase()}`, href: `/${offer.path}` } }),
          features(palette, business.highlights.title, business.highlights.lead, business.highlights.items),
          testimonials(palette, 'What people say', business.quotes, 'soft'),
          cta,
          bottom,
        ]),
      },
      {
        name: offer.name,
        uniqueName: offer.path,
        title: `${offer.name} · ${brand}`,
        description: offer.lead,
        design: documentOf([top, pageTitle(palette, offer.title, offer.lead), offerSection, faq(palette, 'Good to know', business.questions, 'soft'), cta, bottom]),
      },
      {
        name: 'About',
        uniqueName: 'about',
        title: `About · ${brand}`,
        description: business.story.paragraphs[0]!,
        design: documentOf([
          top,
          pageTitle(palette, `About ${SITE_TITLE_TOKEN}`, business.description),
          about(palette, 'Our story', business.story.paragraphs, business.story.points),
          testimonials(palette, 'Kind words', business.quotes, 'soft'),
          bottom,
        ]),
      },
      {
        name: 'Contact',
        uniqueName: 'contact',
        title: `Contact · ${brand}`,
        description: `Call ${business.phone} or send us a message.`,
        design: documentOf([
          top,
          pageTitle(palette, 'Contact us', `Call ${business.phone}, visit us or send a message.`),
          contact(palette, {
            title: 'Send us a message',
            lead: 'Send us a message and we will answer within one working day.',
            details: [`<strong>Address</strong><br>${business.address}`, `<strong>Phone</strong><br>${business.phone}`, `<strong>Hours</strong><br>${business.hours}`],
            send: 'Send message',
          }),
          bottom,
        ]),
      },
    ],
  };
}

/** Six site templates of four pages each, for the clients agencies most often build for. */
export const STARTER_SITES: readonly StarterSite[] = BUSINESSES.map(siteOf);
